import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyMfaIntroView } from '../../../packages/ui/src/screens/passkeys/PasskeyMfaIntroView.tsx';

/** Wallets spec §2 'MFA': the passkey enrollment's setup intro (copy of our own: the spec quotes none). */
const meta = {
  title: 'Screens/Passkeys/MfaIntro',
  component: PasskeyMfaIntroView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'intro', onContinue: fn() },
} satisfies Meta<typeof PasskeyMfaIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a passkey does for MFA, with Continue to the list. */
export const Intro: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
