import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaAddMoreSecurityView } from './MfaAddMoreSecurityView.tsx';
import { MfaEnrollIntroView } from './MfaEnrollIntroView.tsx';
import { MfaSmsAddedView } from './MfaSmsAddedView.tsx';

describe('MfaEnrollIntroView', () => {
  it("'Transaction Protection' with Continue and 'Not now'", async () => {
    const onContinue = vi.fn();
    const onNotNow = vi.fn();
    const { container } = render(<MfaEnrollIntroView onContinue={onContinue} onNotNow={onNotNow} />);
    expect(container.querySelector('[data-screen="mfa-enroll-intro"]')).toHaveAttribute('data-status', 'intro');
    expect(screen.getByRole('heading', { name: 'Transaction Protection' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onNotNow).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('MfaAddMoreSecurityView', () => {
  it("'Add more security' when the app offers no method, with Close", async () => {
    const onClose = vi.fn();
    const { container } = render(<MfaAddMoreSecurityView onClose={onClose} />);
    expect(container.querySelector('[data-screen="mfa-add-more-security"]')).toHaveAttribute(
      'data-status',
      'no-methods',
    );
    expect(screen.getByRole('heading', { name: 'Add more security' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('MfaSmsAddedView', () => {
  it("'SMS verification added' (a success: focused, terminal) with Done", async () => {
    const onDone = vi.fn();
    const { container } = render(<MfaSmsAddedView onDone={onDone} />);
    expect(container.querySelector('[data-screen="mfa-sms-added"]')).toHaveAttribute('data-terminal');
    expect(screen.getByRole('heading', { name: 'SMS verification added' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
