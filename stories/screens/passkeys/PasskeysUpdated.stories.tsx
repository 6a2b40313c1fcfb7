import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeysUpdatedView } from '../../../packages/ui/src/screens/passkeys/PasskeysUpdatedView.tsx';

/** Wallets spec §2 'Passkey management': the completion screen. */
const meta = {
  title: 'Screens/Passkeys/Updated',
  component: PasskeysUpdatedView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'updated', onDone: fn() },
} satisfies Meta<typeof PasskeysUpdatedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Passkeys updated' with Done. */
export const Updated: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
