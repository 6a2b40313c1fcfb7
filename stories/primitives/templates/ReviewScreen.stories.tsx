import { Panel } from '@foyer/ui';
import { Button, ErrorMessage, ReviewScreen, SignatureIcon, Spinner } from '@foyer/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const summary = (
  <dl className="flex w-full flex-col gap-2 rounded-foyer-sm border border-border bg-muted p-3 text-left text-sm">
    <div>
      <dt className="text-xs text-muted-foreground">To</dt>
      <dd className="font-mono text-xs break-all">0x8ba1f109551bD432803012645Ac136ddd64DBA72</dd>
    </div>
    <div>
      <dt className="text-xs text-muted-foreground">Amount</dt>
      <dd>0.01 ETH</dd>
    </div>
  </dl>
);

/** The review template: what is asked, a summary, the status line, confirm over cancel. */
const meta = {
  title: 'Primitives/Templates/ReviewScreen',
  component: ReviewScreen,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    name: 'template-review',
    status: 'idle',
    icon: <SignatureIcon />,
    title: 'Sign transaction',
    description: 'Signing lets the app send this transaction.',
    children: summary,
    actions: (
      <>
        <Button>Sign and continue</Button>
        <Button variant="secondary">Cancel</Button>
      </>
    ),
  },
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking. */
export const Idle: Story = {};

/** Confirmed, waiting: the button says so. */
export const Busy: Story = {
  args: {
    status: 'signing',
    actions: (
      <Button disabled aria-busy>
        <Spinner size="sm" />
        Signing...
      </Button>
    ),
  },
};

/** Failed: the status line says why, the button retries. */
export const WithError: Story = {
  args: {
    status: 'error',
    tone: 'error',
    retryable: true,
    message: <ErrorMessage>The wallet refused to sign.</ErrorMessage>,
    actions: <Button>Retry</Button>,
  },
};

/** Done: the filled check; terminal. */
export const Success: Story = {
  args: {
    status: 'success',
    tone: 'success',
    message: <span className="text-success">Success!</span>,
    actions: undefined,
  },
};

const longSummary = (
  <dl className="flex w-full flex-col gap-2 rounded-foyer-sm border border-border bg-muted p-3 text-left text-sm">
    {Array.from({ length: 14 }, (_, index) => (
      <div key={index}>
        <dt className="text-xs text-muted-foreground">Field {index + 1}</dt>
        <dd className="font-mono text-xs break-all">0x8ba1f109551bD432803012645Ac136ddd64DBA72</dd>
      </div>
    ))}
  </dl>
);

/**
 * A summary taller than the compact modal (480 px): the panel scrolls, and the badge stays a 56 px
 * circle (it never shrinks into an ellipse).
 */
export const LongSummary: Story = {
  args: { children: longSummary },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', height: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="screen-icon"]')!.getBoundingClientRect();
    await expect([badge.width, badge.height]).toEqual([56, 56]);
  },
};
