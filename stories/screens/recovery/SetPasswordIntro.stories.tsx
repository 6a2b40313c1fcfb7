import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetPasswordIntroView } from '../../../packages/ui/src/screens/recovery/SetPasswordIntroView.tsx';

/** Spec §2 'Set wallet password': the intro before the password form. */
const meta = {
  title: 'Screens/Recovery/SetPasswordIntro',
  component: SetPasswordIntroView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { onAddPassword: fn() },
} satisfies Meta<typeof SetPasswordIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Secure Your Account' with 'Add password'. */
export const Intro: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add password' }));
    await expect(args.onAddPassword).toHaveBeenCalledOnce();
  },
};
