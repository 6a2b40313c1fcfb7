import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloudRecoveryView } from '../../../packages/ui/src/screens/recovery/CloudRecoveryView.tsx';

/** Spec §2 'Recovery OAuth screen': a backup to, or a recovery from, Google Drive or Apple iCloud. */
const meta = {
  title: 'Screens/Recovery/CloudRecovery',
  component: CloudRecoveryView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'pending', provider: 'google-drive', action: 'backup', onConfirm: fn() },
} satisfies Meta<typeof CloudRecoveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recover: "Confirm it's really you" with 'Confirm with Google Drive'. */
export const Confirming: Story = {
  args: { status: 'confirming', action: 'recover' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm with Google Drive' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** 'Backing up with Google Drive...' (it starts by itself). */
export const BackingUp: Story = {};

/** 'Recovering with Apple iCloud...'. */
export const Recovering: Story = { args: { action: 'recover', provider: 'icloud' } };

/** 'Successfully backed up with Google Drive.' */
export const BackedUp: Story = { args: { status: 'success' } };

/** 'Successfully recovered with Apple iCloud.' */
export const Recovered: Story = { args: { status: 'success', action: 'recover', provider: 'icloud' } };

/** 'Recovery with Google Drive unsuccessful', which account to pick, 'Try again'. */
export const RecoveryFailed: Story = {
  args: { status: 'error', action: 'recover' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** 'Back up with Apple iCloud unsuccessful' with 'Try again'. */
export const BackupFailed: Story = { args: { status: 'error', provider: 'icloud' } };
