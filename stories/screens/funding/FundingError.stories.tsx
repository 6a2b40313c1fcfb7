import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundingErrorView } from '../../../packages/ui/src/screens/funding/FundingErrorView.tsx';
import { fundingErrors } from '../../fixtures/funding.fixtures.ts';

/** Spec §8 'Funding': a failure that ends funding, and Close. */
const meta = {
  title: 'Screens/Funding/FundingError',
  component: FundingErrorView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { error: fundingErrors.notEnabled, onClose: fn() },
} satisfies Meta<typeof FundingErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Wallet funding is not enabled'. */
export const NotEnabled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** 'Funding chain 10 is not in PrivyProvider chains list'. */
export const ChainNotConfigured: Story = { args: { error: fundingErrors.chainNotConfigured } };

/** 'Unsupported chainId 59144 for Coinbase Onramp'. */
export const UnsupportedOnrampChain: Story = { args: { error: fundingErrors.unsupportedOnrampChain } };
