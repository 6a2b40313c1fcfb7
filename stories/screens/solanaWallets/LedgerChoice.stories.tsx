import { LedgerChoiceView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Spec wallets §2 'Ledger choice' for a Solana wallet. */
const meta = {
  title: 'Screens/SolanaWallets/LedgerChoice',
  component: LedgerChoiceView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'choosing', walletName: 'Solflare', onChoose: fn() },
} satisfies Meta<typeof LedgerChoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Continue without Ledger' / 'Continue with Ledger'. */
export const Choosing: Story = {};
