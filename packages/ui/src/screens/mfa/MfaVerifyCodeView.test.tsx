import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaVerifyCodeView, type MfaVerifyCodeViewProps, mfaVerifyCodeViewStatuses } from './MfaVerifyCodeView.tsx';

const props = (overrides: Partial<MfaVerifyCodeViewProps> = {}): MfaVerifyCodeViewProps => ({
  status: 'awaiting-code',
  method: 'totp',
  onSubmitCode: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('MfaVerifyCodeView', () => {
  it.each(mfaVerifyCodeViewStatuses)('%s: titled, labelled, no axe violations', async (status) => {
    const { container } = render(
      <MfaVerifyCodeView {...props({ status, errorCode: status === 'error' ? ErrorCode.MFA_TIMEOUT : null })} />,
    );
    expect(container.querySelector('[data-screen="mfa-verify-code"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: 'Enter verification code' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says where the code comes from: the authenticator app, or the phone', () => {
    const { rerender } = render(<MfaVerifyCodeView {...props()} />);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    rerender(<MfaVerifyCodeView {...props({ method: 'sms' })} />);
    expect(screen.getByText('Enter the 6-digit code we sent to your phone.')).toBeInTheDocument();
  });

  it('a pasted code fills the boxes (whitespace stripped) and submits once full', () => {
    const onSubmitCode = vi.fn();
    render(<MfaVerifyCodeView {...props({ onSubmitCode })} />);
    expect(boxes()[0]).toHaveFocus();
    paste(boxes()[0]!, ' 123 456 ');
    expect(values()).toBe('123456');
    expect(onSubmitCode).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('Backspace clears a digit and moves back', () => {
    render(<MfaVerifyCodeView {...props()} />);
    paste(boxes()[0]!, '12');
    expect(boxes()[2]).toHaveFocus();
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(values()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  it("letters are refused with 'Passcode can only be numbers', announced and describing the boxes", () => {
    const onSubmitCode = vi.fn();
    render(<MfaVerifyCodeView {...props({ onSubmitCode })} />);
    paste(boxes()[0]!, '12ab56');
    expect(values()).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Passcode can only be numbers');
    expect(screen.getByRole('group', { description: 'Passcode can only be numbers' })).toBeInTheDocument();
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmitCode).not.toHaveBeenCalled();
  });

  it("Verify with an empty or partial code: 'Passcode must be exactly 6 numbers', nothing submitted", () => {
    const onSubmitCode = vi.fn();
    render(<MfaVerifyCodeView {...props({ onSubmitCode })} />);
    fireEvent.click(verify());
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    paste(boxes()[0]!, '1234');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(boxes()[0]!.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmitCode).not.toHaveBeenCalled();
  });

  it('Verify submits a complete code again (after a refusal, say)', () => {
    const onSubmitCode = vi.fn();
    render(<MfaVerifyCodeView {...props({ onSubmitCode })} />);
    paste(boxes()[0]!, '654321');
    fireEvent.click(verify());
    expect(onSubmitCode).toHaveBeenNthCalledWith(2, '654321');
  });

  it("invalid-code: 'The code you entered is not valid' (non-blocking): the boxes take a new code", () => {
    const onSubmitCode = vi.fn();
    const { container } = render(
      <MfaVerifyCodeView {...props({ status: 'invalid-code', shake: true, attempt: 1, onSubmitCode })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The code you entered is not valid');
    expect(container.querySelector('[data-slot="code-input"]')).toHaveAttribute('data-shake');
    expect(boxes()[0]).toBeEnabled();
    expect(verify()).toBeEnabled();
    paste(boxes()[0]!, '111111');
    expect(onSubmitCode).toHaveBeenCalledWith('111111');
  });

  it('a new attempt clears the boxes and any passcode message', () => {
    const { rerender } = render(<MfaVerifyCodeView {...props({ status: 'invalid-code' })} />);
    paste(boxes()[0]!, '12');
    fireEvent.click(verify());
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    rerender(<MfaVerifyCodeView {...props({ status: 'invalid-code', attempt: 1 })} />);
    expect(values()).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('The code you entered is not valid');
  });

  it.each([
    [
      ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED,
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    ],
    [ErrorCode.MFA_TIMEOUT, 'You have exceeded the time limit for code entry. Please try again in 30 seconds.'],
    [ErrorCode.NETWORK_ERROR, 'Something went wrong.'],
  ])('error %s: blocking, the copy in an alert, no input, no retry, only Cancel', (errorCode, copy) => {
    const onCancel = vi.fn();
    const onSubmitCode = vi.fn();
    const { container } = render(
      <MfaVerifyCodeView
        {...props({
          status: 'error',
          method: 'sms',
          errorCode,
          onCancel,
          onSubmitCode,
          onResend: vi.fn(),
          onChooseAnother: vi.fn(),
        })}
      />,
    );
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-terminal');
    expect(screen.getByRole('alert').textContent).toBe(copy);
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another method' })).toBeNull();
    fireEvent.submit(boxes()[0]!.closest('form')!);
    expect(onSubmitCode).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("'Choose another method' only when given (several methods)", () => {
    const onChooseAnother = vi.fn();
    const { rerender } = render(<MfaVerifyCodeView {...props()} />);
    expect(screen.queryByRole('button', { name: 'Choose another method' })).toBeNull();
    rerender(<MfaVerifyCodeView {...props({ onChooseAnother })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(onChooseAnother).toHaveBeenCalledOnce();
  });

  it('sending-code and submitting: the status line; the boxes locked or read-only; Verify disabled', () => {
    const { rerender } = render(<MfaVerifyCodeView {...props({ status: 'sending-code', method: 'sms' })} />);
    expect(screen.getByText('Sending code')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(verify()).toBeDisabled();
    rerender(<MfaVerifyCodeView {...props({ status: 'submitting' })} />);
    expect(screen.getByText('Verifying code')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toHaveAttribute('readonly');
    expect(verify()).toBeDisabled();
  });

  it("SMS: 'Resend code', then 'Code sent' while the cooldown runs; none for the authenticator app", () => {
    const onResend = vi.fn();
    const { rerender } = render(<MfaVerifyCodeView {...props({ method: 'sms', onResend })} />);
    expect(screen.getByText("Didn't get a message?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledOnce();
    rerender(<MfaVerifyCodeView {...props({ method: 'sms', onResend, resendIn: 30 })} />);
    expect(screen.getByText('Code sent')).toBeInTheDocument();
    expect(screen.getByText('You can resend it in 30 seconds.')).toHaveClass('sr-only');
    rerender(<MfaVerifyCodeView {...props({ onResend })} />);
    expect(screen.queryByText("Didn't get a message?")).toBeNull();
  });
});
