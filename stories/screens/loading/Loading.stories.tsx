import { LoadingView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The spinner shown before the kit is ready (spec §2). */
const meta = {
  title: 'Screens/Loading/Loading',
  component: LoadingView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
} satisfies Meta<typeof LoadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
