import { AllowlistView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { policies } from '../../fixtures/policies.fixtures.ts';

/** Spec §2 'Allowlist rejection': the defaults, or the app's `allowlist_config`. */
const meta = {
  title: 'Screens/Policies/Allowlist',
  component: AllowlistView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'rejected', onRetry: fn() },
} satisfies Meta<typeof AllowlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'You don't have access to this app' / 'Have you been invited?' / 'Try another account' (starts over). */
export const Rejected: Story = {};

/** The app's copy; its http(s) `cta_link` makes the button a link. */
export const CustomWithLink: Story = {
  args: { allowlist: policies.allowlist },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      'https://example.com/waitlist',
    );
  },
};

/** A `javascript:` link is not rendered as a link: the button starts over. */
export const CustomWithUnsafeLink: Story = {
  args: { allowlist: { ...policies.allowlist, ctaLink: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  },
};
