import { Panel, PhantomMultichainView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Spec wallets §2 'Phantom multichain error'. */
const meta = {
  title: 'Screens/SolanaWallets/PhantomMultichain',
  component: PhantomMultichainView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'error', onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof PhantomMultichainView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Could not connect with wallet' with Try again / Cancel. */
export const MultichainDisabled: Story = {};
