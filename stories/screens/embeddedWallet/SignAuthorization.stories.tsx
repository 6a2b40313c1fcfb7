import { Panel, SignAuthorizationView, signAuthorizationViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authorizationToSign, walletErrors } from '../../fixtures/wallet.fixtures.ts';

/** An EIP-7702 authorization to sign, always with its warning: idle, 'Signing...', success, or an error with Retry. */
const meta = {
  title: 'Screens/EmbeddedWallet/SignAuthorization',
  component: SignAuthorizationView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', authorization: authorizationToSign, onSign: fn() },
} satisfies Meta<typeof SignAuthorizationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Authorize a contract', the warning, the contract in full, the network and the nonce; 'Authorize'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(authorizationToSign.contract)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Authorize' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** Chain id 0: valid on every chain, 'All networks'. */
export const AllNetworks: Story = {
  args: { authorization: { ...authorizationToSign, chainId: 0, chainName: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('All networks')).toBeVisible();
  },
};

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/** Every status side by side, in the dark theme (their details regions share one name: landmark-unique off here only). */
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
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {signAuthorizationViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignAuthorizationView
            {...args}
            status={status}
            error={status === 'error' ? walletErrors.unableToSign : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
