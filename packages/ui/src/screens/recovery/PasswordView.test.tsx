import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../primitives/CopyButton.tsx';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasswordView, type PasswordViewProps } from './PasswordView.tsx';

const generated = 'amber-falcon-river-stone';

const props = (overrides: Partial<PasswordViewProps> = {}): PasswordViewProps => ({
  stage: 'creating',
  password: generated,
  strength: 'strong',
  confirmation: '',
  acknowledged: false,
  onPasswordChange: vi.fn(),
  onRegenerate: vi.fn(),
  onConfirmationChange: vi.fn(),
  onAcknowledge: vi.fn(),
  onContinue: vi.fn(),
  onSubmit: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

const form = () => document.querySelector('form')!;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;

describe('PasswordView', () => {
  describe('creating', () => {
    it("'Set your password': a labelled new-password field in a form, the meter, Continue", async () => {
      const onContinue = vi.fn();
      const onPasswordChange = vi.fn();
      const { container } = render(<PasswordView {...props({ onContinue, onPasswordChange })} />);
      expect(container.querySelector('[data-screen="password"]')).toHaveAttribute('data-status', 'creating');
      expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
      expect(screen.getByText('Select a strong, memorable password to secure your account.')).toBeInTheDocument();
      const input = field('Password');
      expect(input.form).toBe(form());
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toHaveAttribute('type', 'password');
      expect(container.querySelector('[data-strength="strong"]')!.textContent).toBe('Strength: Strong');
      fireEvent.change(input, { target: { value: 'abc' } });
      expect(onPasswordChange).toHaveBeenCalledExactlyOnceWith('abc');
      const next = screen.getByRole('button', { name: 'Continue' });
      expect(next).toHaveAttribute('form', form().id);
      fireEvent.submit(form());
      expect(onContinue).toHaveBeenCalledOnce();
      expect(await axeViolations(container)).toEqual([]);
    });

    it("reset: 'Reset your password'", () => {
      render(<PasswordView {...props({ mode: 'reset' })} />);
      expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    });

    it.each<[PasswordViewProps['strength'], string]>([
      ['weak', 'Strength: Weak'],
      ['medium', 'Strength: Medium'],
    ])('the meter reads %s', (strength, text) => {
      const { container } = render(<PasswordView {...props({ strength })} />);
      expect(container.querySelector('[data-strength]')!.textContent).toBe(text);
    });

    it('empty: no meter, Continue disabled and the form does not submit', () => {
      const onContinue = vi.fn();
      const { container } = render(<PasswordView {...props({ password: '', strength: 'weak', onContinue })} />);
      expect(container.querySelector('[data-strength]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      fireEvent.submit(form());
      expect(onContinue).not.toHaveBeenCalled();
    });

    it("too short: 'Password must be at least 6 characters', tied to the field; Continue disabled", async () => {
      const onContinue = vi.fn();
      const { container } = render(
        <PasswordView {...props({ password: 'abc', strength: 'weak', passwordError: 'too_short', onContinue })} />,
      );
      const input = field('Password');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(input)).toBe('Password must be at least 6 characters');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      fireEvent.submit(form());
      expect(onContinue).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });

    it("invalid characters: 'Invalid characters used ( … )', a space shown as SPACE", () => {
      render(
        <PasswordView
          {...props({
            password: 'pass word~<',
            strength: 'weak',
            passwordError: 'invalid_characters',
            invalidCharacters: [' ', '~', '<'],
          })}
        />,
      );
      expect(describedBy(field('Password'))).toBe('Invalid characters used ( SPACE ~ < )');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    });

    it('the toggle is a pressed button that shows the password; regenerate asks for a new one', () => {
      const onRegenerate = vi.fn();
      render(<PasswordView {...props({ onRegenerate })} />);
      const toggle = screen.getByRole('button', { name: 'Show password', pressed: false });
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(toggle);
      expect(field('Password')).toHaveAttribute('type', 'text');
      fireEvent.click(screen.getByRole('button', { name: 'Generate a new password' }));
      expect(onRegenerate).toHaveBeenCalledOnce();
    });
  });

  describe('saving', () => {
    it("'Save your password': the password, Copy (confirmed for 2000 ms), Download, Continue", async () => {
      vi.useFakeTimers();
      try {
        const writeText = vi.fn(() => Promise.resolve());
        const onContinue = vi.fn();
        const { container } = render(<PasswordView {...props({ stage: 'saving', writeText, onContinue })} />);
        expect(container.querySelector('[data-status="saving"]')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Save your password' })).toBeInTheDocument();
        expect(
          screen.getByText('For your security, this password cannot be reset, so keep it somewhere safe.'),
        ).toBeInTheDocument();
        expect(container.textContent).toContain(generated);
        const download = screen.getByRole('link', { name: 'Download' });
        expect(download).toHaveAttribute('download', 'password.txt');
        expect(download).toHaveAttribute('href', `data:text/plain;charset=utf-8,${generated}`);
        await act(async () => {
          fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
        });
        expect(writeText).toHaveBeenCalledExactlyOnceWith(generated);
        expect(screen.getByRole('status').textContent).toBe('Copied');
        act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS));
        expect(screen.getByRole('status').textContent).toBe('');
        fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
        fireEvent.submit(form());
        expect(onContinue).toHaveBeenCalled();
        vi.useRealTimers();
        expect(await axeViolations(container)).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('confirming', () => {
    it("'Confirm your password': Continue only once both match", async () => {
      const onContinue = vi.fn();
      const onConfirmationChange = vi.fn();
      const { container, rerender } = render(
        <PasswordView {...props({ stage: 'confirming', confirmation: 'amber', onContinue, onConfirmationChange })} />,
      );
      expect(screen.getByRole('heading', { name: 'Confirm your password' })).toBeInTheDocument();
      const input = field('Confirm password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      fireEvent.change(input, { target: { value: 'amber-' } });
      expect(onConfirmationChange).toHaveBeenCalledExactlyOnceWith('amber-');
      rerender(<PasswordView {...props({ stage: 'confirming', confirmation: generated, onContinue })} />);
      fireEvent.submit(form());
      expect(onContinue).toHaveBeenCalledOnce();
      expect(await axeViolations(container)).toEqual([]);
    });

    it("a confirmation that differs: 'Passwords do not match', tied to the field", async () => {
      const { container } = render(
        <PasswordView {...props({ stage: 'confirming', confirmation: 'amber-falcon-x' })} />,
      );
      const input = field('Confirm password');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(input)).toBe('Passwords do not match');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('finalizing', () => {
    it("'Confirm you have saved': 'Set Password' waits for the box", async () => {
      const onAcknowledge = vi.fn();
      const onSubmit = vi.fn();
      const { container, rerender } = render(
        <PasswordView {...props({ stage: 'finalizing', onAcknowledge, onSubmit })} />,
      );
      expect(screen.getByRole('heading', { name: 'Confirm you have saved' })).toBeInTheDocument();
      const box = screen.getByRole('checkbox', {
        name: 'I understand that if I lose my password and device, I will lose access to my account and my assets.',
      });
      expect(screen.getByRole('button', { name: 'Set Password' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      fireEvent.submit(form());
      expect(onSubmit).not.toHaveBeenCalled();
      fireEvent.click(box);
      expect(onAcknowledge).toHaveBeenCalledExactlyOnceWith(true);
      rerender(<PasswordView {...props({ stage: 'finalizing', acknowledged: true, onAcknowledge, onSubmit })} />);
      fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
      fireEvent.submit(form());
      expect(onSubmit).toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('opened by the user: Cancel', () => {
      const onCancel = vi.fn();
      render(<PasswordView {...props({ stage: 'finalizing', userInitiated: true, onCancel })} />);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('submitting: busy, and it does not submit again', () => {
      const onSubmit = vi.fn();
      render(<PasswordView {...props({ stage: 'finalizing', acknowledged: true, submitting: true, onSubmit })} />);
      const button = screen.getByRole('button', { name: 'Set Password' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      fireEvent.submit(form());
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('done', () => {
    it("success: 'Success' with Close, terminal", async () => {
      const onClose = vi.fn();
      const { container } = render(<PasswordView {...props({ stage: 'done', onClose })} />);
      expect(container.querySelector('[data-screen="password"]')).toHaveAttribute('data-status', 'success');
      expect(screen.getByRole('heading', { name: 'Success' })).toHaveFocus();
      expect(container.querySelector('[data-terminal]')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledOnce();
      expect(await axeViolations(container)).toEqual([]);
    });

    it("error: 'Something went wrong' and the error, with Close", async () => {
      const onClose = vi.fn();
      const { container } = render(
        <PasswordView {...props({ stage: 'done', errorCode: 'unknown_embedded_wallet_error', onClose })} />,
      );
      expect(container.querySelector('[data-screen="password"]')).toHaveAttribute('data-status', 'error');
      expect(
        screen.getByRole('heading', {
          name: 'Something went wrong',
          description: 'An error has occurred, please try again.',
        }),
      ).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledOnce();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
