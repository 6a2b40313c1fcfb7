import { ErrorCode } from '@foyer/headless';
import { Panel, RevokeDelegationView, revokeDelegationViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * Spec §2 'Revoke', §4: 'Revoke offline access to wallet' with Confirm and Deny; then the success or
 * the error, shown 2.5 s before the modal closes.
 */
const meta = {
  title: 'Screens/Delegation/RevokeDelegation',
  component: RevokeDelegationView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'prompt', appName: 'Acme', onConfirm: fn(), onDeny: fn() },
} satisfies Meta<typeof RevokeDelegationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: what revoking ends; Confirm and Deny. */
export const Prompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onDeny).toHaveBeenCalledOnce();
  },
};

/** A long app name wraps. */
export const LongAppName: Story = {
  args: { appName: 'The Extraordinarily Long-Named Decentralised Exchange Aggregator of Acme Holdings' },
};

/** The app has no name: 'This app'. */
export const NoAppName: Story = { args: { appName: null } };

/** Confirm busy while access is revoked; Deny disabled. */
export const Revoking: Story = { args: { status: 'revoking' } };

/** 'Offline access revoked'. */
export const Success: Story = { args: { status: 'success' } };

/** The user declined: the error's copy. */
export const Declined: Story = { args: { status: 'error', error: { code: ErrorCode.USER_DECLINED_REVOKE } } };

/** A network error: its copy. */
export const NetworkError: Story = {
  args: { status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'page-has-heading-one', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'region', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {revokeDelegationViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <RevokeDelegationView
            {...args}
            status={status}
            error={status === 'error' ? { code: ErrorCode.USER_DECLINED_REVOKE } : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
