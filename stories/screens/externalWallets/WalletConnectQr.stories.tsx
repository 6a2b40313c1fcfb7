import { Panel, WalletConnectQrView } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { encode } from 'uqr';
import { PAIRING_URI } from '../../fixtures/externalWallets.fixtures.ts';

/** Spec §2 'Scan code to connect to X' (QR 280 px, spec §9), with a fixed pairing URI: no network. */
const meta = {
  title: 'Screens/ExternalWallets/WalletConnectQr',
  component: WalletConnectQrView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { walletName: 'Rainbow', uri: PAIRING_URI, matrix: encode(PAIRING_URI, { ecc: 'Q', border: 0 }).data },
} satisfies Meta<typeof WalletConnectQrView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 280 px code for the pairing URI. */
export const Ready: Story = {};
/** While `uqr` loads. */
export const Loading: Story = { args: { matrix: null } };
