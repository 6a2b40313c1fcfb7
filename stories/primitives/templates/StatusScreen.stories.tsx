import { Panel } from '@foyer/ui';
import { Button, MailIcon, StatusScreen, WalletIcon } from '@foyer/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * The status template: a wait, a success, an error, a notice. The tone draws the badge; a success
 * and an error without Retry are terminal (the modal's header offers no Back).
 */
const meta = {
  title: 'Primitives/Templates/StatusScreen',
  component: StatusScreen,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { name: 'template-status', status: 'pending', tone: 'pending', title: 'Waiting for your wallet' },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show but the wait: the spinner is the badge. */
export const Pending: Story = {};

/** A wait on someone named: their mark, ringed by the spinner. */
export const PendingWithSubject: Story = { args: { icon: <WalletIcon /> } };

/** Done: the filled check, the same in every flow. */
export const Success: Story = {
  args: { status: 'success', tone: 'success', title: 'Success!', description: "You're good to go!" },
};

/** Done with someone named: the check, their mark in its corner. */
export const SuccessWithSubject: Story = {
  args: { ...Success.args, icon: <MailIcon />, title: 'Successfully connected' },
};

/** A final error: the alert, one button that decides where to go, no Back. */
export const FinalError: Story = {
  args: {
    status: 'error',
    tone: 'error',
    title: "You don't have access to this app",
    description: 'Have you been invited?',
    actions: <Button onClick={fn()}>Try another account</Button>,
  },
};

/** An error to retry: Retry at the bottom, and Back stays. */
export const RetryableError: Story = {
  args: {
    status: 'error',
    tone: 'error',
    retryable: true,
    title: 'Authentication failed',
    description: 'Something went wrong. Try again.',
    actions: <Button onClick={fn()}>Retry</Button>,
  },
  play: async ({ canvasElement }) => {
    const screen = canvasElement.querySelector('[data-screen]');
    await expect(screen).toHaveAttribute('data-template', 'status');
    await expect(screen).not.toHaveAttribute('data-terminal');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
  },
};

/** A notice: its subject, its text, its buttons; not an end. */
export const Info: Story = {
  args: {
    status: 'info',
    tone: 'info',
    icon: <WalletIcon />,
    title: 'Open or install MetaMask',
    description: 'Then reload the page.',
    actions: (
      <>
        <Button>Install MetaMask</Button>
        <Button variant="secondary">Reload the page</Button>
      </>
    ),
  },
};
