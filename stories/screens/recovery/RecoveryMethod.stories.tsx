import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryMethodView } from '../../../packages/ui/src/screens/recovery/RecoveryMethodView.tsx';

/** Spec §2 'Recovery method selection': how the user backs up their wallet. */
const meta = {
  title: 'Screens/Recovery/RecoveryMethod',
  component: RecoveryMethodView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'choosing',
    offered: ['google-drive', 'icloud', 'user-passcode'],
    current: null,
    onSelect: fn(),
    onShowInfo: fn(),
    onHideInfo: fn(),
  },
} satisfies Meta<typeof RecoveryMethodView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Secure your account': Google Drive, Apple iCloud, a password. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back up to Google Drive' }));
    await expect(args.onSelect).toHaveBeenCalledWith('google-drive');
  },
};

/** 'Update backup method' for a wallet in iCloud: iCloud hidden. */
export const UpdateFromCloud: Story = { args: { current: 'icloud' } };

/** 'Update backup method' for a wallet with a password: 'Reset your password'. */
export const UpdatePassword: Story = { args: { current: 'user-passcode' } };

/** 'Why do I need to secure my account?' with 'Select backup method'. */
export const Info: Story = {
  args: { status: 'info' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Select backup method' }));
    await expect(args.onHideInfo).toHaveBeenCalledOnce();
  },
};
