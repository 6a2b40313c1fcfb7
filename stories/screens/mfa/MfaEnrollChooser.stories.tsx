import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaEnrollChooserView } from '../../../packages/ui/src/screens/mfa/MfaEnrollChooserView.tsx';

/** Spec §2 'MFA' enrollment: 'Choose a verification method' among the app's methods. */
const meta = {
  title: 'Screens/Mfa/EnrollChooser',
  component: MfaEnrollChooserView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'choosing', offered: ['sms', 'totp', 'passkey'], enrolled: [], onSelect: fn(), onRemove: fn() },
} satisfies Meta<typeof MfaEnrollChooserView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing enrolled yet: Passkey, Authenticator app, SMS. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SMS' }));
    await expect(args.onSelect).toHaveBeenCalledWith('sms');
  },
};

/** The authenticator app enabled (Remove, not selectable); SMS disabled for a user who logs in with SMS. */
export const EnabledAndSmsLogin: Story = {
  args: { enrolled: ['totp'], smsLogin: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Authenticator app' }));
    await expect(args.onRemove).toHaveBeenCalledWith('totp');
  },
};

/** The last change failed: 'Unknown error'. */
export const Failed: Story = { args: { status: 'error', errorCode: ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR } };
