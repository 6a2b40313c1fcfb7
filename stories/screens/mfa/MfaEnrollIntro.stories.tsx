import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaEnrollIntroView } from '../../../packages/ui/src/screens/mfa/MfaEnrollIntroView.tsx';

/** Spec §2 'MFA' enrollment intro, shown when the user has no MFA method. */
const meta = {
  title: 'Screens/Mfa/EnrollIntro',
  component: MfaEnrollIntroView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { onContinue: fn(), onNotNow: fn() },
} satisfies Meta<typeof MfaEnrollIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Transaction Protection' with Continue and 'Not now'. */
export const Intro: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
