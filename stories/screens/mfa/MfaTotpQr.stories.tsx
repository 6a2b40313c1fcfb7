import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaTotpQrView } from '../../../packages/ui/src/screens/mfa/MfaTotpQrView.tsx';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  authUrl: 'otpauth://totp/Foyer:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Foyer',
};

/** Spec §2 'MFA' TOTP enrollment: 'Scan QR code' (240 px), the setup key as 16 masked dots with copy. */
const meta = {
  title: 'Screens/Mfa/TotpQr',
  component: MfaTotpQrView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'ready', setup, onContinue: fn(), onRetry: fn(), writeText: fn(() => Promise.resolve()) },
} satisfies Meta<typeof MfaTotpQrView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The secret is being made. */
export const Loading: Story = { args: { status: 'loading', setup: null } };

/** The QR code of the otpauth URI, and the masked setup key: Copy copies the real secret. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy setup key' }));
    await expect(args.writeText).toHaveBeenCalledWith(setup.secret);
  },
};

/** The secret could not be made: 'Unknown error' and 'Try again'. */
export const Failed: Story = { args: { status: 'error', setup: null, errorCode: ErrorCode.NETWORK_ERROR } };
