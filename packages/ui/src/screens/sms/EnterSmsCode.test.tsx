import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { EnterCodeView, enterCodeViewStatuses } from '../email/EnterCodeView.tsx';

const base = { phoneNumber: '+14155550100', onSubmitCode: vi.fn(), onResend: vi.fn() };

describe('EnterCodeView for a phone (sms/enter-code)', () => {
  it.each(enterCodeViewStatuses)('%s: no axe violations', async (status) => {
    const { container } = render(<EnterCodeView {...base} status={status} />);
    expect(container.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks to check the phone for a message, and offers 'Didn't get a message?'", () => {
    render(<EnterCodeView {...base} status="awaiting-code-input" />);
    expect(
      screen.getByText('Please check your phone +14155550100 for a message and enter the code below.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Didn't get a message?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByText(/email/)).toBeNull();
  });

  it('names WhatsApp when the code went there', () => {
    render(<EnterCodeView {...base} channel="whatsapp" status="awaiting-code-input" />);
    expect(
      screen.getByText('Please check WhatsApp on +14155550100 for a message and enter the code below.'),
    ).toBeInTheDocument();
  });
});
