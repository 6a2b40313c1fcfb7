import { Panel, UserLimitView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Spec §2 'User limit'. */
const meta = {
  title: 'Screens/Policies/UserLimit',
  component: UserLimitView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'limit-reached', onBack: fn() },
} satisfies Meta<typeof UserLimitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Unable to sign in' / '… reached its user limit …' / 'Go back'. */
export const LimitReached: Story = {};
