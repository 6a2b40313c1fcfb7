import { ErrorCode, loadPhoneTools, phoneCountries } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { MfaEnrollSmsView, type MfaEnrollSmsViewProps, mfaEnrollSmsViewStatuses } from './MfaEnrollSmsView.tsx';

const countries = phoneCountries(await loadPhoneTools());

const props = (overrides: Partial<MfaEnrollSmsViewProps> = {}): MfaEnrollSmsViewProps => ({
  status: 'initial',
  countries,
  country: 'US',
  value: '',
  valid: false,
  onValueChange: vi.fn(),
  onCountryChange: vi.fn(),
  onSubmit: vi.fn(),
  ...overrides,
});

describe('MfaEnrollSmsView', () => {
  it.each(mfaEnrollSmsViewStatuses)('%s: the phone field under its title, no axe violations', async (status) => {
    const { container } = render(
      <MfaEnrollSmsView {...props({ status, errorCode: ErrorCode.INVALID_PHONE_NUMBER })} />,
    );
    expect(container.querySelector('[data-screen="mfa-enroll-sms"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { name: 'Add SMS verification' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says carrier charges may apply, and submits a valid number', () => {
    const onSubmit = vi.fn();
    render(<MfaEnrollSmsView {...props({ value: '(415) 555-0100', valid: true, onSubmit })} />);
    expect(screen.getByText('Carrier charges may apply.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('a refused number: the field says why', () => {
    render(<MfaEnrollSmsView {...props({ status: 'error', errorCode: ErrorCode.INVALID_PHONE_NUMBER })} />);
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("any other failure: 'Unknown error' in an alert, the field left valid", () => {
    render(<MfaEnrollSmsView {...props({ status: 'error', errorCode: ErrorCode.NETWORK_ERROR })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
