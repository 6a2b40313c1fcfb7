import { LandingView, landingViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contrastRatio } from '../../../packages/ui/src/theme/accent.ts';
import { errors, landing } from '../../fixtures/emailLogin.fixtures.ts';

/** `rgb(r, g, b)` (a computed colour) as #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

/** The landing login screen (spec §2): header, optional logo and message, e-mail input, terms footer. */
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
  args: { ...landing.base, onSubmitEmail: fn(), onEmailChange: fn() },
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
            status={status}
            defaultEmail="ada+shop@example.com"
            error={status === 'error' ? errors.disallowedPlusEmail : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
