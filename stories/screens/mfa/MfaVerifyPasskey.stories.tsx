import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaVerifyPasskeyView } from '../../../packages/ui/src/screens/mfa/MfaVerifyPasskeyView.tsx';

/** Spec §2 'Verifying with passkey': the browser's prompt runs as soon as the method is chosen. */
const meta = {
  title: 'Screens/Mfa/VerifyPasskey',
  component: MfaVerifyPasskeyView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'waiting', lastAddedAt: Date.UTC(2026, 0, 12, 12), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof MfaVerifyPasskeyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the prompt, with the date a passkey was last added. */
export const Waiting: Story = {};

/** The prompt was cancelled or timed out: 'Try again', and 'Choose another method' (several methods). */
export const NotAllowed: Story = {
  args: { status: 'error', errorCode: ErrorCode.PASSKEY_NOT_ALLOWED, onChooseAnother: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A blocking error: no retry, Cancel only. */
export const MaxAttempts: Story = {
  args: { status: 'error', errorCode: ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED, onChooseAnother: fn() },
};
