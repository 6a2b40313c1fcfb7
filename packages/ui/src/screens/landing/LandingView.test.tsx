import { ErrorCode, ValidationError } from '@foyer/headless';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElementsContext } from '../../primitives/slots.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import type { LandingRow } from '@foyer/headless';
import { brandMarkNames } from '../../brand/brandMarks.ts';
import { landing } from '../../i18n/en/landing.ts';
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
    rerender(<LandingView {...props({ rows: [{ kind: 'email', recent: true }] })} />);
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

  it('no e-mail row, no e-mail input', () => {
    render(<LandingView {...props({ rows: [{ kind: 'social', method: 'google', recent: false }] })} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

const web2First: LandingRow[] = [
  { kind: 'email', recent: false },
  { kind: 'sms', recent: false },
  { kind: 'social', method: 'google', recent: true },
  { kind: 'overflow', label: 'otherSocials' },
  { kind: 'wallets', label: 'continueWithWallet' },
];
const overflowRows: LandingRow[] = [
  { kind: 'social', method: 'apple', recent: false },
  { kind: 'wallet', walletId: 'metamask', recent: false },
  { kind: 'cross-app', appId: 'clapp' },
];

describe('LandingView rows', () => {
  it('renders every kind of row with its label; buttons report what they are', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <LandingView {...props({ rows: [...web2First, ...overflowRows], passkey: 'i-have', onSelect })} />,
    );
    for (const name of [
      'Continue with SMS',
      'Other socials',
      'Continue with a wallet',
      'Apple',
      'MetaMask',
      'Continue with clapp',
      'I have a passkey',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Google Recent' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Google Recent' }));
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with clapp' }));
    fireEvent.click(screen.getByRole('button', { name: 'I have a passkey' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SMS' }));
    expect(onSelect.mock.calls.map(([target]) => target.kind)).toEqual([
      'social',
      'wallet',
      'wallets',
      'cross-app',
      'passkey',
      'sms',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("every social row and default wallet row shows the provider's own mark, decorative, before its label", async () => {
    const socials = Object.keys(landing.methods) as (keyof typeof landing.methods)[];
    const wallets = Object.keys(landing.walletNames);
    const rows: LandingRow[] = [
      ...socials.map((method): LandingRow => ({ kind: 'social', method, recent: false })),
      ...wallets.map((walletId): LandingRow => ({ kind: 'wallet', walletId, recent: false })),
      { kind: 'wallet', walletId: 'acme_wallet', recent: false },
    ];
    const { container } = render(<LandingView {...props({ rows })} />);
    for (const [name, label] of [
      ...socials.map((method) => [method, landing.methods[method]] as const),
      ...wallets.map((id) => [id, landing.walletNames[id as keyof typeof landing.walletNames]] as const),
    ]) {
      const row = screen.getByRole('button', { name: label });
      const mark = await waitFor(() => {
        const svg = row.querySelector(`svg[data-brand-mark="${name}"][data-loaded]`);
        expect(svg, name).not.toBeNull();
        return svg;
      });
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(mark?.querySelector('path')).toHaveAttribute('d');
      expect(row.textContent).toBe(label);
    }
    expect(brandMarkNames).toEqual(expect.arrayContaining([...socials, ...wallets]));
    // A wallet without a mark keeps the generic wallet glyph.
    expect(screen.getByRole('button', { name: 'acme_wallet' }).querySelector('[data-brand-mark]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the phone row opens the phone form in place when the screen gives one, and e-mail becomes a button', () => {
    const renderPhoneForm = vi.fn(({ autoFocus }: { autoFocus: boolean }) => (
      <input aria-label="Phone number" data-autofocus={String(autoFocus)} />
    ));
    render(<LandingView {...props({ rows: web2First, renderPhoneForm, whatsApp: true })} />);
    expect(emailInput()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('data-autofocus', 'true');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(emailInput()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue with WhatsApp' })).toBeInTheDocument();
  });

  it('openInput sms: the phone form first, not focused; openInput null: both closed', () => {
    const renderPhoneForm = ({ recent, autoFocus }: { recent: boolean; autoFocus: boolean }) => (
      <input aria-label="Phone number" data-recent={String(recent)} data-autofocus={String(autoFocus)} />
    );
    const rows: LandingRow[] = [
      { kind: 'email', recent: false },
      { kind: 'sms', recent: true },
    ];
    const { unmount } = render(<LandingView {...props({ rows, openInput: 'sms', renderPhoneForm })} />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('data-recent', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('data-autofocus', 'false');
    unmount();
    render(<LandingView {...props({ rows, openInput: null, renderPhoneForm })} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('overflow: Back and the list replace the rows; the focus moves in and back', async () => {
    const onOpenOverflow = vi.fn();
    const onCloseOverflow = vi.fn();
    const view = (status: 'initial' | 'overflow') => (
      <LandingView
        {...props({
          status,
          rows: web2First,
          overflowRows,
          passkey: 'i-have',
          logoUrl: 'https://example.com/logo.png',
          appName: 'Acme',
          loginMessage: 'Hello',
          onOpenOverflow,
          onCloseOverflow,
        })}
      />
    );
    const { container, rerender } = render(view('initial'));
    fireEvent.click(screen.getByRole('button', { name: 'Other socials' }));
    expect(onOpenOverflow).toHaveBeenCalledOnce();
    rerender(view('overflow'));
    expect(container.querySelector('[data-screen="landing"]')).toHaveAttribute('data-status', 'overflow');
    expect(screen.getByRole('group', { name: 'More ways to log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apple' })).toHaveFocus();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have a passkey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCloseOverflow).toHaveBeenCalledOnce();
    rerender(view('initial'));
    expect(screen.getByRole('button', { name: 'Other socials' })).toHaveFocus();
  });

  it('Continue with passkey as a row when passkey is the only method', () => {
    render(<LandingView {...props({ rows: [], passkey: 'continue' })} />);
    expect(screen.getByRole('button', { name: 'Continue with passkey' })).toHaveAttribute('data-row', 'passkey');
  });

  it("appearance.elements reaches the screen's own parts: the rows and the e-mail form", () => {
    render(
      <ElementsContext value={{ 'login-rows': 'gap-6', 'email-form': 'gap-4' }}>
        <LandingView
          {...props({
            rows: [
              { kind: 'email', recent: false },
              { kind: 'social', method: 'google', recent: false },
            ],
          })}
        />
      </ElementsContext>,
    );
    const rows = document.querySelector('[data-slot="login-rows"]');
    expect(rows).toHaveClass('flex', 'gap-6');
    expect(rows).not.toHaveClass('gap-2');
    expect(document.querySelector('[data-slot="email-form"]')).toHaveClass('flex', 'gap-4');
  });
});
