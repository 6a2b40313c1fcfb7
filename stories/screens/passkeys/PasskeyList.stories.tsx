import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyListView } from '../../../packages/ui/src/screens/passkeys/PasskeyListView.tsx';
import { passkeyAccounts, passkeyList } from '../../fixtures/passkeys.fixtures.ts';

/**
 * Wallets spec §2 'Passkey management' and 'MFA' (passkey enrollment): the user's passkeys, each with
 * its date of last verification and an unlink button.
 */
const meta = {
  title: 'Screens/Passkeys/List',
  component: PasskeyListView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'list',
    purpose: 'manage',
    passkeys: passkeyList(2),
    canAdd: true,
    onAdd: fn(),
    onRemove: fn(),
    onEnable: fn(),
  },
} satisfies Meta<typeof PasskeyListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Your passkeys' with two, each with its unlink button, and 'Add new passkey'. */
export const Manage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chrome on macOS' }));
    await expect(args.onRemove).toHaveBeenCalledWith(passkeyAccounts.chromeMac);
  },
};

/** Five passkeys (the most): 2 shown with 'View all', and no 'Add new passkey'. */
export const ManageFive: Story = { args: { passkeys: passkeyList(5), canAdd: false } };

/** 'View all' pressed: every passkey, focus on the first it revealed. */
export const ManageViewAll: Story = {
  args: { passkeys: passkeyList(5), canAdd: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Remove Pixel 8' })).toHaveFocus();
  },
};

/** The MFA step: up to 3 shown, 'Enable passkeys' and 'Add new passkey'. */
export const Mfa: Story = {
  args: { purpose: 'mfa', passkeys: passkeyList(3) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enable passkeys' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
  },
};

/** The MFA step with more than 3: 2 shown and 'View All'. */
export const MfaFour: Story = { args: { purpose: 'mfa', passkeys: passkeyList(4) } };

/** The browser's prompt for a new passkey runs: a spinner on 'Add new passkey'. */
export const Adding: Story = { args: { status: 'adding' } };

/** One passkey is being unlinked: a spinner on its button, the others disabled. */
export const Removing: Story = {
  args: { status: 'removing', removingId: passkeyAccounts.chromeMac.credentialId },
};

/** The MFA step while the passkeys are enrolled: a spinner on 'Enable passkeys'. */
export const Enabling: Story = { args: { status: 'enabling', purpose: 'mfa', passkeys: passkeyList(3) } };

/** Adding failed: the prompt was cancelled or timed out (spec §8), the list usable again. */
export const AddFailed: Story = { args: { status: 'error', errorCode: ErrorCode.PASSKEY_NOT_ALLOWED } };

/** Unlinking failed: 'Cannot unlink a passkey enrolled in MFA' (spec §8). */
export const RemoveFailed: Story = { args: { status: 'error', errorCode: ErrorCode.MISSING_MFA_CREDENTIALS } };

/** No passkey yet: 'Secure your account with a passkey' with 'Add new passkey'. */
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new passkey' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** No passkey yet, the first one being added. */
export const EmptyAdding: Story = { args: { passkeys: [], status: 'adding' } };
