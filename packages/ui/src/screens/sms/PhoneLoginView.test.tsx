import { loadPhoneTools, phoneCountries } from '@foyer/headless';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PhoneLoginView, type PhoneLoginViewProps, phoneLoginViewStatuses } from './PhoneLoginView.tsx';

const countries = phoneCountries(await loadPhoneTools());

const props = (overrides: Partial<PhoneLoginViewProps> = {}): PhoneLoginViewProps => ({
  status: 'initial',
  header: 'Link your phone number',
  countries,
  country: 'US',
  value: '',
  valid: false,
  onValueChange: vi.fn(),
  onCountryChange: vi.fn(),
  onSubmit: vi.fn(),
  ...overrides,
});

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('PhoneLoginView', () => {
  it.each(phoneLoginViewStatuses)('%s: labelled, no axe violations', async (status) => {
    const { container } = render(
      <PhoneLoginView {...props({ status, error: status === 'error' ? { code: 'invalid_phone_number' } : null })} />,
    );
    expect(container.querySelector('[data-screen="phone-login"]')).toHaveAttribute('data-status', status);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the country as 'US +1' with a descriptive name, and the carrier-charges hint", () => {
    render(<PhoneLoginView {...props()} />);
    const country = screen.getByRole('button', { name: 'US +1, country: United States' });
    expect(country.textContent).toBe('US +1');
    expect(screen.getByText('Carrier charges may apply.')).toBeInTheDocument();
  });

  it('letters never enter the number, typed or pasted; the signs people write numbers with do', () => {
    const onValueChange = vi.fn();
    render(<PhoneLoginView {...props({ onValueChange })} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(onValueChange).toHaveBeenLastCalledWith('');
    fireEvent.change(input, { target: { value: 'Call +1 (415) 555-0100 now' } });
    expect(onValueChange).toHaveBeenLastCalledWith(' +1 (415) 555-0100 ');
  });

  it('loading: says so under the field, where the hint goes', () => {
    render(<PhoneLoginView {...props({ status: 'loading', countries: [] })} />);
    expect(screen.getByText('Loading phone input')).not.toHaveClass('sr-only');
  });

  it('unavailable (the formatter failed to load): the error, and Retry in place of Submit', async () => {
    const onRetry = vi.fn();
    const { container } = render(<PhoneLoginView {...props({ status: 'unavailable', countries: [], onRetry })} />);
    expect(screen.getByText('The phone field could not load. Check your connection and retry.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps Submit disabled while the number is invalid, loading or sending', () => {
    const { rerender } = render(<PhoneLoginView {...props()} />);
    expect(submitButton()).toBeDisabled();
    rerender(<PhoneLoginView {...props({ valid: true })} />);
    expect(submitButton()).toBeEnabled();
    rerender(<PhoneLoginView {...props({ valid: true, status: 'sending-code' })} />);
    expect(submitButton()).toBeDisabled();
    rerender(<PhoneLoginView {...props({ valid: true, status: 'loading', countries: [] })} />);
    expect(submitButton()).toBeDisabled();
  });

  it('submits on Enter (also an invalid number, so the screen can say why) and on Submit', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<PhoneLoginView {...props({ onSubmit, value: '555' })} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Phone number' }), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<PhoneLoginView {...props({ onSubmit, valid: true })} />);
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the inline error and marks the input invalid', () => {
    render(<PhoneLoginView {...props({ status: 'error', error: { code: 'invalid_phone_number' } })} />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
  });

  it('shows the Recent chip, the update header and the current number', () => {
    render(
      <PhoneLoginView
        {...props({ recent: true, header: 'Update your phone number', currentPhoneNumber: '+14155550100' })}
      />,
    );
    expect(screen.getByText('Recent')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update your phone number' })).toBeInTheDocument();
    expect(screen.getByText('Current number: +14155550100')).toBeInTheDocument();
  });

  it('inline: the form alone, for the landing row', () => {
    const { container } = render(<PhoneLoginView {...props({ variant: 'inline' })} />);
    expect(container.querySelector('[data-screen]')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-slot="phone-form"]')).toHaveAttribute('data-status', 'initial');
  });

  it('picks a country from the searchable list with the keyboard', async () => {
    const onCountryChange = vi.fn();
    const { container } = render(<PhoneLoginView {...props({ onCountryChange })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /, country: / })));
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(screen.getByRole('listbox', { name: 'Choose a country' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /United States/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(search, { target: { value: 'united k' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /United Kingdom/ }).id);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onCountryChange).toHaveBeenCalledWith('GB');
  });

  it('finds a country by calling code and says when none match', async () => {
    render(<PhoneLoginView {...props()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /, country: / })));
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    fireEvent.change(search, { target: { value: '+44' } });
    expect(screen.getAllByRole('option').map((option) => option.id.split('-').pop())).toContain('GB');
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(screen.getByText('No matching country')).toBeInTheDocument();
  });
});
