import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signClientConnector } from './walletConnect.ts';

/**
 * The default connector's glue to WalletConnect's sign client. The SDK itself needs WalletConnect's
 * relay (docs/external-wallets.md), so it is replaced here by a double that records what the kit
 * asks of it; the connection above it is covered offline by `walletConnect.flow.test.ts`.
 */
const sdk = vi.hoisted(() => {
  const session = {
    topic: 'topic-1',
    namespaces: { eip155: { accounts: ['eip155:1:0xabc'] } },
  };
  const client = {
    connect: vi.fn(async (_: unknown) => ({
      uri: 'wc:pairing@2?relay-protocol=irn&symKey=00',
      approval: async () => session,
    })),
    request: vi.fn(async (_: unknown) => '0xsigned'),
    disconnect: vi.fn(async (_: unknown) => undefined),
  };
  return { client, init: vi.fn(async (_: unknown) => client) };
});
vi.mock('../../../vendor/walletconnect-sign-client.js', () => ({ SignClient: { init: sdk.init } }));

const options = {
  projectId: 'project-1',
  metadata: { name: 'App', description: 'App', url: 'https://app.example', icons: [] },
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('signClientConnector', () => {
  it('loads nothing until the first pairing, then starts one client for the project', async () => {
    const connector = signClientConnector(options);
    expect(sdk.init).not.toHaveBeenCalled();
    await connector.propose(['eip155:1']);
    await connector.propose(['eip155:1']);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(options);
  });

  it('proposes the chains with the methods and events of spec wallets §7', async () => {
    const proposal = await signClientConnector(options).propose(['eip155:1', 'eip155:8453']);
    expect(proposal.uri).toMatch(/^wc:/);
    expect(sdk.client.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    });
  });

  it('the approved session: its accounts, requests on its topic, and disconnect', async () => {
    const session = await (await signClientConnector(options).propose(['eip155:1'])).approval();
    expect(session.accounts).toEqual(['eip155:1:0xabc']);
    await expect(
      session.request({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', '0xabc'] }),
    ).resolves.toBe('0xsigned');
    expect(sdk.client.request).toHaveBeenCalledWith({
      topic: 'topic-1',
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68', '0xabc'] },
    });
    await session.disconnect();
    expect(sdk.client.disconnect).toHaveBeenCalledWith({
      topic: 'topic-1',
      reason: { code: 6000, message: 'User disconnected.' },
    });
  });

  it('a client that failed to start (offline) is started again on the next pairing', async () => {
    sdk.init.mockRejectedValueOnce(new Error('relay unreachable'));
    const connector = signClientConnector(options);
    await expect(connector.propose(['eip155:1'])).rejects.toThrow('relay unreachable');
    await expect(connector.propose(['eip155:1'])).resolves.toMatchObject({ uri: expect.stringMatching(/^wc:/) });
    expect(sdk.init).toHaveBeenCalledTimes(2);
  });

  it('a pairing without a URI is an error, not a QR code of nothing', async () => {
    sdk.client.connect.mockResolvedValueOnce({
      uri: undefined as unknown as string,
      approval: async () => undefined as never,
    });
    await expect(signClientConnector(options).propose(['eip155:1'])).rejects.toThrow(
      'WalletConnect gave no pairing URI',
    );
  });
});
