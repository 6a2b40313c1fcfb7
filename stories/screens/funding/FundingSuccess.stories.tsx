import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FundingSuccessView } from '../../../packages/ui/src/screens/funding/FundingSuccessView.tsx';
import { bridgeResult, cardResult, ethTarget, walletResult } from '../../fixtures/funding.fixtures.ts';

/** Spec §2 'Success!' (the modal closes it after 4 s). */
const meta = {
  title: 'Screens/Funding/FundingSuccess',
  component: FundingSuccessView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, result: cardResult },
} satisfies Meta<typeof FundingSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bought by card. */
export const Completed: Story = {};

/** Sent from a wallet: its transaction, with Base's explorer. */
export const WithTransaction: Story = { args: { result: walletResult } };

/** Bridged: on its way. */
export const Submitted: Story = { args: { result: bridgeResult } };
