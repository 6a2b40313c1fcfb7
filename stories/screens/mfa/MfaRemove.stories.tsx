import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaRemoveView } from '../../../packages/ui/src/screens/mfa/MfaRemoveView.tsx';

/** Spec §2 'MFA' removal confirmations (the passkey one is the passkey screens'). */
const meta = {
  title: 'Screens/Mfa/Remove',
  component: MfaRemoveView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'confirm', method: 'sms', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof MfaRemoveView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Remove SMS verification?' */
export const RemoveSms: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** 'Remove authenticator app verification?' */
export const RemoveTotp: Story = { args: { method: 'totp' } };

export const Removing: Story = { args: { status: 'removing' } };

/** The removal failed: 'Unknown error'; Remove tries again. */
export const Failed: Story = { args: { status: 'error', errorCode: ErrorCode.NETWORK_ERROR } };
