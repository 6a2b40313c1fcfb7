import { AccountNotFoundView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { policies } from '../../fixtures/policies.fixtures.ts';

/** Spec §2 'Account not found': a login with `disableSignup` of an unknown account. */
const meta = {
  title: 'Screens/Policies/AccountNotFound',
  component: AccountNotFoundView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'not-found', appName: policies.appName, onRetry: fn() },
} satisfies Meta<typeof AccountNotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Account not found' / '… go to Acme to create an account.' / 'Try logging in again'. */
export const NotFound: Story = {};
