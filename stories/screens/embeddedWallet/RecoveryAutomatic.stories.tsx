import { Panel, RecoveryAutomaticView, recoveryAutomaticViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Automatic recovery', opened by `useSetWalletRecovery().setWalletRecovery()`. */
const meta = {
  title: 'Screens/EmbeddedWallet/RecoveryAutomatic',
  component: RecoveryAutomaticView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', onConfirm: fn() },
} satisfies Meta<typeof RecoveryAutomaticView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Automatically secure your account' with Confirm. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Recovery is being set: the button is busy. */
export const Submitting: Story = { args: { status: 'submitting' } };

/** The button has become Success; the modal closes 1.4 s later. */
export const Success: Story = { args: { status: 'success' } };

/** 'Something went wrong' with 'Try again'. */
export const Failed: Story = { args: { status: 'error' } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {recoveryAutomaticViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <RecoveryAutomaticView {...args} status={status} />
        </Panel>
      ))}
    </div>
  ),
};
