import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaVerifyChooserView } from '../../../packages/ui/src/screens/mfa/MfaVerifyChooserView.tsx';

/** Spec §2 'MFA' verification: the method chooser a wallet request opens when the user has several methods. */
const meta = {
  title: 'Screens/Mfa/VerifyChooser',
  component: MfaVerifyChooserView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { methods: ['sms', 'totp', 'passkey'], onSelect: fn(), onCancel: fn() },
} satisfies Meta<typeof MfaVerifyChooserView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every method enrolled: Authenticator app, SMS, Passkey (the spec's order), and Cancel. */
export const AllMethods: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Passkey' }));
    await expect(args.onSelect).toHaveBeenCalledWith('passkey');
  },
};

/** Two methods: only those rows. */
export const TwoMethods: Story = { args: { methods: ['passkey', 'sms'] } };
