import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyRemoveConfirmView } from '../../../packages/ui/src/screens/passkeys/PasskeyRemoveConfirmView.tsx';
import { passkeyAccounts } from '../../fixtures/passkeys.fixtures.ts';

/** Wallets spec §2 'MFA' removal confirmation: 'Are you sure you want to remove this passkey?'. */
const meta = {
  title: 'Screens/Passkeys/RemoveConfirm',
  component: PasskeyRemoveConfirmView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'confirm', passkey: passkeyAccounts.keychain, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof PasskeyRemoveConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, the passkey, Remove and Cancel. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The removal runs: a spinner on Remove, both buttons disabled. */
export const Removing: Story = { args: { status: 'removing' } };

/** It failed ('Unknown error occurred.'): Remove again or Cancel. */
export const Failed: Story = { args: { status: 'error', errorCode: ErrorCode.UNKNOWN_AUTH_ERROR } };

/** The server will not unlink a passkey enrolled in MFA: the spec's error, Cancel only. */
export const EnrolledInMfa: Story = { args: { status: 'error', errorCode: ErrorCode.MISSING_MFA_CREDENTIALS } };
