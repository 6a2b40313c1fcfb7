import { Panel } from '@foyer/ui';
import { Button, QrCode, QrScreen } from '@foyer/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';

const link = 'https://farcaster.xyz/~/siwf?channelToken=2b8e1c4f';

/** The QR template: the title and the instruction, the code, then the way to open it here. */
const meta = {
  title: 'Primitives/Templates/QrScreen',
  component: QrScreen,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    name: 'template-qr',
    status: 'awaiting',
    title: 'Sign in with Farcaster',
    description: "Scan with your phone's camera to continue.",
    children: <QrCode value={link} label="QR code" size={240} border={2} className="rounded-md bg-white text-black" />,
    actions: <Button variant="secondary">Copy link</Button>,
  },
} satisfies Meta<typeof QrScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, waiting to be scanned. */
export const Ready: Story = {};

/** The code is being made, or was scanned and is being checked. */
export const Pending: Story = {
  args: { status: 'loading', tone: 'pending', description: undefined, children: undefined, actions: undefined },
};

/** The other side failed: the alert, Retry. */
export const WithError: Story = {
  args: {
    status: 'error',
    tone: 'error',
    retryable: true,
    title: 'Authentication failed',
    description: 'The request timed out. Try again.',
    children: undefined,
    actions: <Button>Retry</Button>,
  },
};
