import { ApiError } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { EnterCodeView, type EnterCodeViewProps } from './EnterCodeView.tsx';

const props = (overrides: Partial<EnterCodeViewProps> = {}): EnterCodeViewProps => ({
  status: 'awaiting-code-input',
  email: 'ada@example.com',
  onSubmitCode: vi.fn(),
  onResend: vi.fn(),
  ...overrides,
});

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const wrongCode = new ApiError(422, { error: 'x', code: 'invalid_credentials' }, '/api/v1/passwordless/authenticate');

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('EnterCodeView', () => {
  it('awaiting-code-input: six labelled boxes, the first focused, instructions name the address', async () => {
    const { container } = render(<EnterCodeView {...props()} />);
    expect(container.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input');
    expect(screen.getByRole('heading', { name: 'Enter confirmation code' })).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBe(boxes()[0]);
    expect(boxes()[0]).toHaveFocus();
    expect(screen.getByText("Didn't get an email?")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('typing moves forward and the sixth digit submits', () => {
    const onSubmitCode = vi.fn();
    render(<EnterCodeView {...props({ onSubmitCode })} />);
    '12345'.split('').forEach((digit, index) => {
      fireEvent.change(boxes()[index]!, { target: { value: digit } });
      expect(boxes()[index + 1]).toHaveFocus();
    });
    expect(onSubmitCode).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });
    expect(values()).toBe('123456');
    expect(onSubmitCode).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('pasting fills the boxes (whitespace stripped, six digits at most) and submits', () => {
    const onSubmitCode = vi.fn();
    render(<EnterCodeView {...props({ onSubmitCode })} />);
    paste(boxes()[0]!, ' 123 456 789');
    expect(values()).toBe('123456');
    expect(onSubmitCode).toHaveBeenCalledWith('123456');
  });

  it('a partial paste fills from the box it lands in', () => {
    render(<EnterCodeView {...props()} />);
    paste(boxes()[2]!, '78');
    expect(boxes().map((b) => b.value)).toEqual(['', '', '7', '8', '', '']);
    expect(boxes()[4]).toHaveFocus();
  });

  it("non-numeric input is refused with 'Code should be numeric'", () => {
    const onSubmitCode = vi.fn();
    render(<EnterCodeView {...props({ onSubmitCode })} />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(values()).toBe('');
    expect(screen.getByText('Code should be numeric')).toBeInTheDocument();
    expect(screen.getByRole('group', { description: 'Code should be numeric' })).toBeInTheDocument();
    paste(boxes()[0]!, '12ab56');
    expect(values()).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    expect(screen.queryByText('Code should be numeric')).not.toBeInTheDocument();
    expect(onSubmitCode).not.toHaveBeenCalled();
  });

  it('Backspace clears a digit and moves back', () => {
    render(<EnterCodeView {...props()} />);
    paste(boxes()[0]!, '123');
    expect(boxes()[3]).toHaveFocus();
    fireEvent.keyDown(boxes()[3]!, { key: 'Backspace' });
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(values()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  it('error: the wrong-code message (an alert), invalid boxes and the shake', async () => {
    const { container } = render(<EnterCodeView {...props({ status: 'error', error: wrongCode, shake: true })} />);
    expect(container.querySelector('[data-status="error"]')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification code');
    expect(container.querySelector('[data-slot="code-input"]')).toHaveAttribute('data-shake');
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes()[0]).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('code-unconfirmed: asks for a new code, never the wrong-code copy; the boxes are locked, Resend shows even in the cooldown', async () => {
    const onResend = vi.fn();
    const { container } = render(<EnterCodeView {...props({ status: 'code-unconfirmed', resendIn: 20, onResend })} />);
    expect(container.querySelector('[data-status="code-unconfirmed"]')).toBeInTheDocument();
    expect(screen.getByText("We couldn't confirm your code. Please request a new one.")).toBeInTheDocument();
    expect(screen.queryByText('Invalid or expired verification code')).toBeNull();
    expect(screen.queryByText('Code sent')).toBeNull();
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(boxes()[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a new attempt clears the boxes and refocuses the first', () => {
    const { rerender } = render(<EnterCodeView {...props({ status: 'error', error: wrongCode })} />);
    paste(boxes()[0]!, '999');
    rerender(<EnterCodeView {...props({ status: 'error', error: wrongCode, attempt: 1 })} />);
    expect(values()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('submitting-code: the boxes keep focus but take no input; resend is disabled', async () => {
    const { container } = render(<EnterCodeView {...props({ status: 'submitting-code' })} />);
    expect(container.querySelector('[data-status="submitting-code"]')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toHaveAttribute('readonly');
    expect(boxes()[0]).toHaveFocus();
    expect(screen.getByText('Verifying code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sending-code: nothing to type yet; the first box takes focus once the code is sent', () => {
    const { container, rerender } = render(<EnterCodeView {...props({ status: 'sending-code' })} />);
    expect(container.querySelector('[data-status="sending-code"]')).toBeInTheDocument();
    expect(screen.getByText('Sending code')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toBeDisabled();
    rerender(<EnterCodeView {...props({ status: 'awaiting-code-input' })} />);
    expect(boxes()[0]).toBeEnabled();
    expect(boxes()[0]).toHaveFocus();
  });

  it("done: 'Success!' and 'You're good to go!' (spec §2), the code kept, with no selection left on the last digit", async () => {
    const { container, rerender } = render(<EnterCodeView {...props()} />);
    paste(boxes()[0]!, '123456');
    const last = boxes()[5]!;
    expect(last).toHaveFocus();
    expect([last.selectionStart, last.selectionEnd]).toEqual([1, 1]);
    rerender(<EnterCodeView {...props({ status: 'done' })} />);
    expect(container.querySelector('[data-status="done"]')).toBeInTheDocument();
    // The title takes focus and carries the detail: screen readers read both.
    expect(screen.getByRole('heading', { name: 'Success!', description: "You're good to go!" })).toHaveFocus();
    expect(values()).toBe('123456');
    expect(container.querySelector('[data-slot="code-input"]')).toHaveAttribute('data-success');
    expect([last.selectionStart, last.selectionEnd]).toEqual([1, 1]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("'Resend code' resends; 'Code sent' replaces it while the cooldown runs, its time told to screen readers", () => {
    const onResend = vi.fn();
    const { rerender } = render(<EnterCodeView {...props({ onResend })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledOnce();
    rerender(<EnterCodeView {...props({ onResend, resendIn: 30 })} />);
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(screen.getByText('Code sent')).toBeInTheDocument();
    expect(screen.getByText('You can resend it in 30 seconds.')).toHaveClass('sr-only');
    rerender(<EnterCodeView {...props({ onResend, resendIn: 1 })} />);
    expect(screen.getByText('You can resend it in 1 second.')).toBeInTheDocument();
  });
});
