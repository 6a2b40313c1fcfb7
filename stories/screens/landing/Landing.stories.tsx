import { LandingView, type LandingViewProps, landingViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contrastRatio } from '../../../packages/ui/src/theme/accent.ts';
import { errors, landing } from '../../fixtures/emailLogin.fixtures.ts';
import { layouts } from '../../fixtures/landing.fixtures.ts';

/** `rgb(r, g, b)` (a computed colour) as #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * The landing login screen (spec §2): header, optional logo and message, the login rows of the
 * layout module (classic web2-first / web3-first, ordered with More options, connect-only), the
 * passkey entry and the terms footer. Row fixtures come from `landingLayout` itself.
 */
const meta = {
  title: 'Screens/Landing/Landing',
  component: LandingView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    ...landing.base,
    onSubmitEmail: fn(),
    onEmailChange: fn(),
    onSelect: fn(),
    onOpenOverflow: fn(),
    onCloseOverflow: fn(),
  },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit is disabled until the address is valid: muted, and legible (at least 3:1) in both themes. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const root = canvasElement.querySelector('[data-foyer-root]') ?? canvasElement.closest('[data-foyer-root]');
    const theme = root?.getAttribute('data-foyer-theme') ?? 'light';
    for (const shown of ['light', 'dark']) {
      root?.setAttribute('data-foyer-theme', shown);
      // Let the colour transition the theme change started finish.
      await Promise.all(submit.getAnimations().map((animation) => animation.finished));
      const { color, backgroundColor } = getComputedStyle(submit);
      await expect(contrastRatio(hex(color), hex(backgroundColor))).toBeGreaterThanOrEqual(3);
    }
    root?.setAttribute('data-foyer-theme', theme);
  },
};

export const InvalidEmail: Story = {
  args: { status: 'error', defaultEmail: 'ada@example', error: errors.invalidEmail },
};

export const DisallowedPlusEmail: Story = {
  args: { status: 'error', defaultEmail: 'ada+shop@example.com', error: errors.disallowedPlusEmail },
};

/** Logo, custom header, login message, Recent chip and the terms footer with links. */
export const Branded: Story = { args: landing.branded };

/** Terms URLs that are not http(s) stay plain text. */
export const TermsWithUnsafeUrl: Story = {
  args: { showTerms: true, termsUrl: 'https://example.com/terms', privacyUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
    await expect(canvas.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
  },
};

export const TypingAValidEmailEnablesSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(input).toHaveAttribute('placeholder', 'your@email.com');
    await expect(submit).toBeDisabled();
    await userEvent.type(input, 'ada@example');
    await expect(submit).toBeDisabled();
    await userEvent.type(input, '.com');
    await expect(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitEmail).toHaveBeenCalledWith('ada@example.com');
  },
};

/** Every status side by side, in the dark theme (the single-status stories cover light). */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {landingViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <LandingView
            {...args}
            {...layouts.web2First}
            status={status}
            defaultEmail="ada+shop@example.com"
            error={status === 'error' ? errors.disallowedPlusEmail : null}
          />
        </Panel>
      ))}
    </div>
  ),
};

/** A stand-in for the SMS screen's phone form (`renderPhoneForm`): the modal renders `PhoneLogin` there. */
const phoneForm: LandingViewProps['renderPhoneForm'] = ({ recent }) => (
  <label className="flex h-12 items-center gap-2 rounded-foyer-sm border border-input px-3 text-sm">
    <span className="sr-only">Phone number</span>
    <input className="min-w-0 flex-1 bg-transparent outline-none" type="tel" placeholder="(555) 555-0100" />
    {recent ? <span data-slot="chip">Recent</span> : null}
  </label>
);

/** Classic, web2-first: the first 3, 'Other socials', 'Continue with a wallet'; 'I have a passkey' under them. */
export const ClassicWeb2First: Story = {
  args: layouts.web2First,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvasElement.querySelectorAll('[data-list="primary"] > *');
    await expect(rows).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Continue with SMS' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Other socials' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with a wallet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have a passkey' })).toBeVisible();
  },
};

/** 'Other socials' opened in place: the rest of the web2 rows and Back. */
export const ClassicOtherSocialsOpen: Story = {
  args: { ...layouts.web2First, status: 'overflow' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'More ways to log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discord' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCloseOverflow).toHaveBeenCalled();
  },
};

/** Classic, web3-first: wallets, 'Other wallets', then the web2 group behind 'Log in with email or socials'. */
export const ClassicWeb3First: Story = {
  args: layouts.web3First,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'MetaMask' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Other wallets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in with email or socials' })).toBeVisible();
  },
};

/** Every overflow label, one layout each (web2-first 'Other socials'; web3-first labels for what the group holds). */
export const OverflowLabels: Story = {
  decorators: [],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {Object.entries(layouts.overflowLabels).map(([label, layout]) => (
        <Panel root={false} key={label}>
          <LandingView {...args} {...layout} />
        </Panel>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Other socials',
      'Log in with email or socials',
      'Log in with sms or socials',
      'Continue with email or sms',
      'Continue with email',
      'Continue with sms',
      'Log in with a social account',
    ]) {
      await expect(canvas.getByRole('button', { name: label })).toBeVisible();
    }
  },
};

/** Ordered (`loginMethodsAndOrder`): 4 rows (a wallet id, a `privy:` cross-app id among them), then 'More options'. */
export const OrderedWithOverflow: Story = {
  args: layouts.ordered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = [...canvasElement.querySelectorAll('[data-list="primary"] > *')];
    await expect(rows.map((row) => row.getAttribute('data-row'))).toEqual([
      'social',
      'email',
      'sms',
      'wallet',
      'overflow',
    ]);
    await expect(canvas.getByRole('button', { name: 'More options' })).toBeVisible();
  },
};

/** 'More options' open: the cross-app row and the overflow list. */
export const MoreOptionsOpen: Story = {
  args: { ...layouts.ordered, status: 'overflow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with clcrossapp0000000000000' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apple' })).toBeVisible();
  },
};

/** By keyboard: Enter on 'More options' moves the focus into the list; Back returns it to 'More options'. */
export const MoreOptionsByKeyboard: Story = {
  args: layouts.ordered,
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <LandingView
        {...args}
        status={open ? 'overflow' : 'initial'}
        onOpenOverflow={() => setOpen(true)}
        onCloseOverflow={() => setOpen(false)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'More options' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Continue with clcrossapp0000000000000' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus();
  },
};

/** `hideDirectWeb2Inputs`: no input open; e-mail and SMS are buttons that open them in place. */
export const HideDirectWeb2Inputs: Story = {
  args: { ...layouts.hideDirectWeb2Inputs, renderPhoneForm: phoneForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SMS' }));
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  },
};

/** After a phone login the phone form starts open (with the Recent chip); e-mail is a button. */
export const PhoneOpen: Story = {
  args: { ...layouts.phoneOpen, renderPhoneForm: phoneForm },
};

/** `whatsapp_enabled`: the phone row reads 'Continue with WhatsApp'. */
export const WhatsApp: Story = {
  args: { ...layouts.web2First, whatsApp: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
  },
};

/** The connect-only variant: wallets only, 4 and 'Other wallets'. */
export const ConnectOnly: Story = {
  args: { ...layouts.connectOnly, header: 'Connect a wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Other wallets' })).toBeVisible();
  },
};

/** The most recent method leads, with the 'Recent' chip. */
export const RecentChip: Story = {
  args: layouts.recent,
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('[data-list="primary"] > *');
    await expect(first).toHaveTextContent('AppleRecent');
  },
};

/** A recent wallet leads the wallet rows, with the chip. */
export const RecentWallet: Story = { args: layouts.recentWallet };

/** Passkey is the app's only method: 'Continue with passkey'. */
export const PasskeyOnly: Story = {
  args: layouts.passkeyOnly,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with passkey' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ kind: 'passkey' });
  },
};

/** Logo, login message and the terms footer over the classic rows. */
export const LogoMessageAndTerms: Story = {
  args: {
    ...landing.branded,
    ...layouts.web2First,
    showTerms: true,
  },
};
