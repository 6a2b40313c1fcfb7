import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MethodUnavailableView } from '../../../packages/ui/src/screens/method/MethodUnavailableView.tsx';

/** Where a landing row for a method without its flow yet leads: it says so, with Back. */
const meta = {
  title: 'Screens/Method/Unavailable',
  component: MethodUnavailableView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'unavailable', methodName: 'Google', onBack: fn() },
} satisfies Meta<typeof MethodUnavailableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unavailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Google login is not available yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A wallet row, named by the catalogue; the app named in the detail. */
export const Wallet: Story = { args: { methodName: 'MetaMask', appName: 'Acme' } };
