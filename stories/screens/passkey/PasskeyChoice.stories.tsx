import { Panel, PasskeyChoiceView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Spec §2 'Passkey screens': the choice screen of an app with passkey signup. */
const meta = {
  title: 'Screens/Passkey/Choice',
  component: PasskeyChoiceView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'choice', onCreate: fn(), onLogin: fn() },
} satisfies Meta<typeof PasskeyChoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Log in or create a new account?' with 'Create new account' and 'Log in with a passkey'. */
export const Choice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create new account' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with a passkey' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
