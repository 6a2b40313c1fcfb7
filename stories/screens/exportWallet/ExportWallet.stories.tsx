import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportWalletView } from '../../../packages/ui/src/screens/exportWallet/ExportWalletView.tsx';

/** Where the export page's iframe goes: a box filling the frame's slot. */
const placeholder = (
  <div className="flex size-full items-center justify-center rounded-foyer-sm border border-dashed border-border text-sm text-muted-foreground">
    Export page
  </div>
);

/** Spec §2 'Export wallet': the warning and the export page's frame (44 px). */
const meta = {
  title: 'Screens/ExportWallet/ExportWallet',
  component: ExportWalletView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'ready', frame: placeholder, onClose: fn() },
} satisfies Meta<typeof ExportWalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page loads (shown at least 1 s). */
export const Loading: Story = { args: { status: 'loading' } };

/** The warning over the frame, 44 px high. */
export const Ready: Story = {};

/** The page asked for more room (its key revealed). */
export const Tall: Story = { args: { height: 160 } };

/** 'Something went wrong' with Close. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
