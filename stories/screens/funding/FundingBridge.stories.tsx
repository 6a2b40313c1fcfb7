import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingBridgeView } from '../../../packages/ui/src/screens/funding/FundingBridgeView.tsx';
import { bridgeSources, ethTarget, metamaskWallet } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Transfer from another network': the amount, 'From network' with balances, 'Confirm with {wallet}'. */
const meta = {
  title: 'Screens/Funding/FundingBridge',
  component: FundingBridgeView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    target: ethTarget,
    from: metamaskWallet,
    sources: bridgeSources,
    selected: 'eip155:10',
    quoting: false,
    submitting: false,
    onSelectSource: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof FundingBridgeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** OP Mainnet chosen and quoted: what the wallet sends there; another network chosen by keyboard. */
export const Quoted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm with MetaMask' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From network' }), 'eip155:42161');
    await expect(args.onSelectSource).toHaveBeenCalledWith('eip155:42161');
  },
};

/** Arbitrum chosen, its quote on the way: no confirming yet. */
export const Quoting: Story = {
  args: { selected: 'eip155:42161', quoting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm with MetaMask' })).toBeDisabled();
  },
};

/** No network covers the amount: 'Select a network'. */
export const NoneSelected: Story = { args: { selected: null } };

/** The wallet sends: the dropdown and the button wait. */
export const Submitting: Story = { args: { submitting: true } };
