import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaEnrollCodeView, type MfaEnrollCodeViewProps, mfaEnrollCodeViewStatuses } from './MfaEnrollCodeView.tsx';

const props = (overrides: Partial<MfaEnrollCodeViewProps> = {}): MfaEnrollCodeViewProps => ({
  status: 'awaiting-code',
  method: 'sms',
  phoneNumber: '+1 415 555 0100',
  onSubmitCode: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('MfaEnrollCodeView', () => {
  it.each(mfaEnrollCodeViewStatuses)('%s: titled, no axe violations', async (status) => {
    const { container } = render(<MfaEnrollCodeView {...props({ status })} />);
    expect(container.querySelector('[data-screen="mfa-enroll-code"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: 'Enter enrollment code' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('SMS names the phone (no line break inside it); the authenticator app its own', () => {
    const { container, rerender } = render(<MfaEnrollCodeView {...props()} />);
    expect(container.textContent).toContain('Enter the 6-digit code we sent to +1\u00a0415\u00a0555\u00a00100.');
    rerender(<MfaEnrollCodeView {...props({ method: 'totp', phoneNumber: undefined })} />);
    expect(screen.getByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
  });

  it('a pasted code submits; Backspace moves back; Verify refuses a short one', () => {
    const onSubmitCode = vi.fn();
    render(<MfaEnrollCodeView {...props({ onSubmitCode })} />);
    paste(boxes()[0]!, '123');
    fireEvent.keyDown(boxes()[3]!, { key: 'Backspace' });
    expect(boxes()[2]).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    paste(boxes()[0]!, '987 654');
    expect(onSubmitCode).toHaveBeenCalledExactlyOnceWith('987654');
  });

  it("invalid-code: 'The code you entered is not valid', the boxes take a new one", () => {
    render(<MfaEnrollCodeView {...props({ status: 'invalid-code' })} />);
    expect(screen.getByRole('alert').textContent).toBe('The code you entered is not valid');
    expect(boxes()[0]).toBeEnabled();
  });

  it("error: 'Unknown error', the boxes locked, Cancel only", () => {
    const onCancel = vi.fn();
    render(<MfaEnrollCodeView {...props({ status: 'error', errorCode: ErrorCode.NETWORK_ERROR, onCancel })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
