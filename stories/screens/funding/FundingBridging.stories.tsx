import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FundingBridgingView } from '../../../packages/ui/src/screens/funding/FundingBridgingView.tsx';
import { ethTarget, originTransaction } from '../../fixtures/funding.fixtures.ts';

/** Spec §4 'Funding (Ethereum)': the bridge moving the funds, polled every second, and its origin transaction. */
const meta = {
  title: 'Screens/Funding/FundingBridging',
  component: FundingBridgingView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { target: ethTarget, bridgeStatus: 'pending', originTransaction },
} satisfies Meta<typeof FundingBridgingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = { args: { bridgeStatus: 'waiting' } };
export const Pending: Story = {};
export const Delayed: Story = { args: { bridgeStatus: 'delayed' } };
export const Success: Story = { args: { bridgeStatus: 'success' } };
export const Refund: Story = { args: { bridgeStatus: 'refund' } };
export const Failure: Story = { args: { bridgeStatus: 'failure' } };
