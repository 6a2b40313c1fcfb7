import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaEnrollCodeView } from '../../../packages/ui/src/screens/mfa/MfaEnrollCodeView.tsx';

/** Spec §2 'MFA' enrollment: 'Enter enrollment code', texted (SMS) or from the authenticator app. */
const meta = {
  title: 'Screens/Mfa/EnrollCode',
  component: MfaEnrollCodeView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'awaiting-code',
    method: 'sms',
    phoneNumber: '+1 415 555 0100',
    onSubmitCode: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MfaEnrollCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code texted to the phone just entered. */
export const AwaitingSmsCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('654321');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('654321');
  },
};

/** The authenticator app's code, after 'Scan QR code'. */
export const AwaitingTotpCode: Story = { args: { method: 'totp', phoneNumber: undefined } };

export const Submitting: Story = { args: { status: 'submitting' } };

/** A wrong code: type it again. */
export const InvalidCode: Story = { args: { status: 'invalid-code', attempt: 1 } };

/** The enrollment failed: 'Unknown error'. */
export const Failed: Story = { args: { status: 'error', errorCode: ErrorCode.NETWORK_ERROR } };
