import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaVerifyCodeView } from '../../../packages/ui/src/screens/mfa/MfaVerifyCodeView.tsx';

/** Spec §2 'Enter verification code' for an SMS or authenticator-app code, with §8's messages. */
const meta = {
  title: 'Screens/Mfa/VerifyCode',
  component: MfaVerifyCodeView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'awaiting-code', method: 'totp', onSubmitCode: fn(), onCancel: fn() },
} satisfies Meta<typeof MfaVerifyCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The authenticator app's code: a pasted code fills the boxes and submits. */
export const AwaitingCode: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.paste('123 456');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

/** Verify with a partial code: 'Passcode must be exactly 6 numbers'. */
export const PartialCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passcode must be exactly 6 numbers');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

/** An SMS code, for a user with several methods: 'Resend code' and 'Choose another method'. */
export const SmsSeveralMethods: Story = {
  args: { method: 'sms', onResend: fn(), onChooseAnother: fn() },
};

/** The SMS code was just resent: 'Code sent' while the cooldown runs. */
export const SmsCodeSent: Story = { args: { method: 'sms', onResend: fn(), resendIn: 30 } };

/** The SMS code is on its way: the boxes wait. */
export const SendingCode: Story = { args: { status: 'sending-code', method: 'sms', onResend: fn() } };

/** The code is being checked. */
export const Submitting: Story = { args: { status: 'submitting' } };

/** A wrong code (non-blocking): 'The code you entered is not valid'; a new code can be typed. */
export const InvalidCode: Story = { args: { status: 'invalid-code', attempt: 1 } };

/** The 4th wrong code (blocking): no input, no retry. */
export const MaxAttempts: Story = {
  args: { status: 'error', errorCode: ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED, onChooseAnother: fn() },
};

/** No code within 300 s (blocking). */
export const Timeout: Story = { args: { status: 'error', errorCode: ErrorCode.MFA_TIMEOUT } };

/** Anything else (blocking): 'Something went wrong.' */
export const OtherError: Story = { args: { status: 'error', errorCode: ErrorCode.NETWORK_ERROR } };
