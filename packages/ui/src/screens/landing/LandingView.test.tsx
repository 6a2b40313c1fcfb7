import { ErrorCode, ValidationError } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { LandingView, type LandingViewProps } from './LandingView.tsx';

const props = (overrides: Partial<LandingViewProps> = {}): LandingViewProps => ({
  status: 'initial',
  header: 'Log in or sign up',
  onSubmitEmail: vi.fn(),
  ...overrides,
});

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('LandingView', () => {
  it('initial: header, example placeholder, Submit disabled until the address is valid', async () => {
    const { container } = render(<LandingView {...props()} />);
    expect(container.querySelector('[data-screen="landing"]')).toHaveAttribute('data-status', 'initial');
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('placeholder', 'your@email.com');
    expect(submit()).toBeDisabled();
    fireEvent.change(emailInput(), { target: { value: 'ada@' } });
    expect(submit()).toBeDisabled();
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    expect(submit()).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Submit and Enter send the trimmed address', () => {
    const onSubmitEmail = vi.fn();
    render(<LandingView {...props({ onSubmitEmail })} />);
    fireEvent.change(emailInput(), { target: { value: ' ada@example.com ' } });
    fireEvent.click(submit());
    fireEvent.keyDown(emailInput(), { key: 'Enter' });
    expect(onSubmitEmail.mock.calls).toEqual([['ada@example.com'], ['ada@example.com']]);
  });

  it('Enter submits an invalid address too, so the screen can show why', () => {
    const onSubmitEmail = vi.fn();
    render(<LandingView {...props({ onSubmitEmail })} />);
    fireEvent.change(emailInput(), { target: { value: 'not-an-address' } });
    fireEvent.keyDown(emailInput(), { key: 'Enter' });
    expect(onSubmitEmail).toHaveBeenCalledWith('not-an-address');
  });

  it("with the app's no-'+' rule, Submit stays disabled for a '+' address", () => {
    render(<LandingView {...props({ emailRules: { disallowPlus: true } })} />);
    fireEvent.change(emailInput(), { target: { value: 'ada+shop@example.com' } });
    expect(submit()).toBeDisabled();
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    expect(submit()).toBeEnabled();
  });

  it.each([
    [ErrorCode.DISALLOWED_PLUS_EMAIL, "Please enter a valid email address without a '+'."],
    [ErrorCode.INVALID_EMAIL, 'Please enter a valid email address.'],
  ])('error %s: inline message tied to the input', async (code, text) => {
    const error = new ValidationError('email', code, 'x');
    const { container } = render(
      <LandingView {...props({ status: 'error', error, defaultEmail: 'a+b@example.com' })} />,
    );
    expect(container.querySelector('[data-status="error"]')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email address', description: text })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports edits', () => {
    const onEmailChange = vi.fn();
    render(<LandingView {...props({ onEmailChange })} />);
    fireEvent.change(emailInput(), { target: { value: 'a' } });
    expect(onEmailChange).toHaveBeenCalledWith('a');
  });

  it('shows the Recent chip for a recent e-mail login', () => {
    const { rerender } = render(<LandingView {...props()} />);
    expect(screen.queryByText('Recent')).not.toBeInTheDocument();
    rerender(<LandingView {...props({ recent: true })} />);
    expect(screen.getByText('Recent')).toHaveAttribute('data-slot', 'chip');
  });

  it('terms footer: http(s) URLs become links, anything else stays text', () => {
    render(
      <LandingView
        {...props({ showTerms: true, termsUrl: 'https://example.com/terms', privacyUrl: 'javascript:alert(1)' })}
      />,
    );
    const footer = screen.getByText(
      (_, element) =>
        element?.textContent === 'By logging in I agree to the Terms & Privacy Policy' && element.tagName === 'P',
    );
    expect(footer).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'Terms' });
    expect(terms).toHaveAttribute('href', 'https://example.com/terms');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
  });

  it('no terms footer unless asked', () => {
    render(<LandingView {...props({ termsUrl: 'https://example.com/terms' })} />);
    expect(screen.queryByText(/By logging in/)).not.toBeInTheDocument();
  });

  it('logo: only http(s) and data:image sources; login message as text', () => {
    const { rerender } = render(
      <LandingView
        {...props({ appName: 'Acme', logoUrl: 'https://example.com/logo.png', loginMessage: '<b>Hi</b>' })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', 'https://example.com/logo.png');
    expect(screen.getByText('<b>Hi</b>')).toBeInTheDocument();
    rerender(<LandingView {...props({ appName: 'Acme', logoUrl: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('hides the e-mail input when asked', () => {
    render(<LandingView {...props({ showEmail: false })} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
