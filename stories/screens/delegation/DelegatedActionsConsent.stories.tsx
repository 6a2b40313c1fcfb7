import { ErrorCode } from '@foyer/headless';
import { DelegatedActionsConsentView, delegatedActionsConsentViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { walletAddress } from '../../fixtures/wallet.fixtures.ts';

/**
 * Spec §2 'Delegated actions consent', §4: 'Enable offline access' with Accept ('Not now' only when
 * cancellable); then the success or the error, shown 2.5 s before the modal closes.
 */
const meta = {
  title: 'Screens/Delegation/DelegatedActionsConsent',
  component: DelegatedActionsConsentView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'prompt',
    appName: 'Acme',
    wallet: { address: walletAddress, chainType: 'ethereum' },
    isCancellable: true,
    onAccept: fn(),
    onNotNow: fn(),
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof DelegatedActionsConsentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: what Acme may do, the wallet; Accept and 'Not now'. */
export const Prompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onNotNow).toHaveBeenCalledOnce();
  },
};

/** Not cancellable: Accept only. */
export const NotCancellable: Story = {
  args: { isCancellable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Not now' })).toBeNull();
  },
};

/** A long app name wraps; a Solana wallet. */
export const LongAppName: Story = {
  args: {
    appName: 'The Extraordinarily Long-Named Decentralised Exchange Aggregator of Acme Holdings',
    wallet: { address: '5YNmS1R9nNSCDzb5a7mMJ1dwK9uHeAAF4CmPEwKgVWr8', chainType: 'solana' },
  },
};

/** The app has no name: 'This app'. */
export const NoAppName: Story = { args: { appName: null } };

/** Accept busy while the wallet is delegated; 'Not now' disabled. */
export const Delegating: Story = { args: { status: 'delegating' } };

/** 'Offline access enabled'. */
export const Success: Story = { args: { status: 'success' } };

/** The user declined: the error's copy. */
export const Declined: Story = {
  args: { status: 'error', error: { code: ErrorCode.USER_DECLINED_DELEGATION } },
};

/** A network error: its copy. */
export const NetworkError: Story = {
  args: { status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } },
};

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'page-has-heading-one', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'region', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {delegatedActionsConsentViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <DelegatedActionsConsentView
            {...args}
            status={status}
            error={status === 'error' ? { code: ErrorCode.USER_DECLINED_DELEGATION } : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
