import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { RecoverPasswordView, type RecoverPasswordViewProps } from './RecoverPasswordView.tsx';

const props = (overrides: Partial<RecoverPasswordViewProps> = {}): RecoverPasswordViewProps => ({
  status: 'idle',
  password: '',
  onPasswordChange: vi.fn(),
  onSubmit: vi.fn(),
  ...overrides,
});

const field = () => screen.getByLabelText<HTMLInputElement>('Password');

describe('RecoverPasswordView', () => {
  it("'Enter your password': 'Recover your account' is disabled until something is typed", async () => {
    const onPasswordChange = vi.fn();
    const onSubmit = vi.fn();
    const { container } = render(<RecoverPasswordView {...props({ onPasswordChange, onSubmit })} />);
    expect(container.querySelector('[data-screen="recover-password"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Enter your password' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'password');
    expect(field()).toHaveAttribute('autocomplete', 'current-password');
    const submit = screen.getByRole('button', { name: 'Recover your account' });
    expect(submit).toBeDisabled();
    fireEvent.submit(container.querySelector('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'correct-horse' } });
    expect(onPasswordChange).toHaveBeenCalledExactlyOnceWith('correct-horse');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('typed: the button (or Enter) submits', () => {
    const onSubmit = vi.fn();
    const { container } = render(<RecoverPasswordView {...props({ password: 'correct-horse', onSubmit })} />);
    const submit = screen.getByRole('button', { name: 'Recover your account' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAttribute('form', container.querySelector('form')!.id);
    fireEvent.submit(container.querySelector('form')!);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('the toggle shows the password as text, pressed, and hides it again', () => {
    render(<RecoverPasswordView {...props({ password: 'correct-horse' })} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field()).toHaveAttribute('type', 'text');
    fireEvent.click(toggle);
    expect(field()).toHaveAttribute('type', 'password');
  });

  it("'Why is this necessary?' explains", () => {
    const { container } = render(<RecoverPasswordView {...props()} />);
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Why is this necessary?');
    expect(details.textContent).toContain("Your password unlocks your wallet's backup");
  });

  it('submitting: busy, and it does not submit twice', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <RecoverPasswordView {...props({ status: 'submitting', password: 'correct-horse', onSubmit })} />,
    );
    const submit = screen.getByRole('button', { name: 'Recover your account' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(container.querySelector('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['invalid_recovery_pin', 'Invalid recovery password, please try again.'],
    ['invalid_request_arguments', 'Invalid recovery password, please try again.'],
    ['unknown_embedded_wallet_error', 'An error has occurred, please try again.'],
    [null, 'An error has occurred, please try again.'],
  ])('error %s: %s, tied to the field, the password kept', async (errorCode, text) => {
    const { container } = render(<RecoverPasswordView {...props({ status: 'error', password: 'wrong', errorCode })} />);
    expect(container.querySelector('[data-status="error"]')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)!.textContent).toBe(text);
    expect(field().value).toBe('wrong');
    expect(screen.getByRole('button', { name: 'Recover your account' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
