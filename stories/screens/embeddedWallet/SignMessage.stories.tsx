import { Panel, SignMessageView, signMessageViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  hexMessage,
  messagesToSign,
  permitTypedData,
  signUiOptions,
  walletErrors,
} from '../../fixtures/wallet.fixtures.ts';

/** Spec §2 'Sign message' and §4: idle, 'Signing...', success for 1.4 s, or an error with Retry. */
const meta = {
  title: 'Screens/EmbeddedWallet/SignMessage',
  component: SignMessageView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', message: messagesToSign.text, onSign: fn() },
} satisfies Meta<typeof SignMessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default copy: 'Sign message', the no-fees text, 'Sign and continue'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign and continue' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** `uiOptions` replace the title, the description and the button text. */
export const CustomUiOptions: Story = { args: signUiOptions };

/** Typed data (`eth_signTypedData_v4`): the domain and the message as labelled, nested fields. */
export const TypedData: Story = {
  args: { message: messagesToSign.typedData, format: 'typed-data' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Message' });
    await expect(within(box).getByRole('heading', { name: 'Message: Mail' })).toBeVisible();
    await expect(within(box).getByText('0xCD2a…D826')).toBeVisible();
  },
};

/**
 * Big numbers grouped, an address list, nested structs, a long `bytes` value folded; the box
 * scrolls past 310 px.
 */
export const TypedDataPermit: Story = {
  args: { message: permitTypedData, format: 'typed-data' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Message' });
    await expect(within(box).getByText('11,155,111')).toBeVisible();
    await expect(box.clientHeight).toBeLessThanOrEqual(310);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    // Scrolled to the end: the folded number and bytes, and the address list.
    box.scrollTop = box.scrollHeight;
    await expect(within(box).getAllByRole('button', { name: 'Show all' })).toHaveLength(2);
  },
};

/** 'Show raw JSON': the typed data as its JSON, one tap away; 'Show fields' goes back. */
export const TypedDataRaw: Story = {
  args: { message: messagesToSign.typedData, format: 'typed-data' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show raw JSON' }));
    const box = within(canvasElement).getByRole('region', { name: 'Message' });
    await expect(box.textContent).toBe(messagesToSign.typedData);
    await expect(within(canvasElement).getByRole('button', { name: 'Show fields' })).toBeVisible();
  },
};

/** Bytes that are not UTF-8 text: hex, with their length. */
export const HexMessage: Story = {
  args: { message: hexMessage, format: 'hex' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hex, 32 bytes')).toBeVisible();
  },
};

/** 'Signing...' while the wallet signs. */
export const Signing: Story = { args: { status: 'signing' } };

/** Shown for 1.4 s, then the modal closes. */
export const Success: Story = { args: { status: 'success' } };

/** The error code's copy, with Retry. */
export const SignFailed: Story = { args: { status: 'error', error: walletErrors.unableToSign } };

/**
 * Every status side by side, in the dark theme. Four message regions share one name here, which a
 * modal never shows at once: axe's landmark-unique rule is off for this grid only.
 */
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
      {signMessageViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <SignMessageView {...args} status={status} error={status === 'error' ? walletErrors.unableToSign : null} />
        </Panel>
      ))}
    </div>
  ),
};
