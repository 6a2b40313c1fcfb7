import { Panel } from '@foyer/ui';
import { Button, ListScreen, WalletIcon } from '@foyer/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The list template: the title, the options the full width under it. */
const meta = {
  title: 'Primitives/Templates/ListScreen',
  component: ListScreen,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    name: 'template-list',
    status: 'choosing',
    title: 'Select network',
    description: 'Phantom',
    children: (
      <>
        <Button variant="secondary">Ethereum</Button>
        <Button variant="secondary">Solana</Button>
      </>
    ),
  },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice of options. */
export const Options: Story = {};

/** Nothing to choose from: the subject and why. */
export const Empty: Story = {
  args: {
    status: 'empty',
    icon: <WalletIcon />,
    title: 'Connect your wallet',
    description: 'No wallets found. Install one such as MetaMask, then reload.',
    children: undefined,
  },
};
