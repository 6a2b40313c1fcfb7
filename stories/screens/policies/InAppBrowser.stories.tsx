import { InAppBrowserView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Spec §2 'In-app browser'. */
const meta = {
  title: 'Screens/Policies/InAppBrowser',
  component: InAppBrowserView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'unsupported', onBack: fn() },
} satisfies Meta<typeof InAppBrowserView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Could not log in with provider' and the external-browser hint. */
export const Unsupported: Story = {};
