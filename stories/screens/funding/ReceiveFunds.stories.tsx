import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReceiveFundsView } from '../../../packages/ui/src/screens/funding/ReceiveFundsView.tsx';
import { ethTarget, fundedAddress, qrValues, solanaUsdcTarget } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Receive funds': the QR code, the address, the polled balance, the network notice, Continue. */
const meta = {
  title: 'Screens/Funding/ReceiveFunds',
  component: ReceiveFundsView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    target: ethTarget,
    qrValue: qrValues.ethereum,
    balance: 0n,
    canContinue: false,
    funded: false,
    onContinue: fn(),
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ReceiveFundsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first balance: a loader. */
export const CheckingBalance: Story = { args: { balance: null } };

/** The balance is known, nothing arrived yet: no Continue. Copy copies the whole address. */
export const Waiting: Story = {
  args: { balance: 1_234_567_000_000_000n },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.001 ETH')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy wallet address' }));
    await expect(args.writeText).toHaveBeenCalledWith(fundedAddress);
  },
};

/** Some arrived, less than asked: Continue. */
export const Received: Story = {
  args: { balance: 20_000_000_000_000_000n, canContinue: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The amount arrived: the balance is green, 'Funded'. */
export const Funded: Story = { args: { balance: 50_000_000_000_000_000n, canContinue: true, funded: true } };

/** USDC on Solana: the QR code carries the spl-token query. */
export const SolanaUsdc: Story = {
  args: { target: solanaUsdcTarget, qrValue: qrValues.solanaUsdc, balance: 2_500_000n },
};

/** The app's own title and text (`receiveFundsTitle`, `receiveFundsSubtitle`), rendered as text. */
export const CustomTitles: Story = {
  args: {
    target: {
      ...ethTarget,
      uiConfig: {
        receiveFundsTitle: 'Top up your <b>Acme</b> balance',
        receiveFundsSubtitle: 'Send ETH on Base from any exchange or wallet; it shows here within a minute.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Top up your <b>Acme</b> balance' })).toBeVisible();
  },
};
