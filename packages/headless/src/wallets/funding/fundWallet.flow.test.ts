import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { emulatorEvmChains, emulatorFundingServices, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FUNDING } from '../../../../../scripts/demoApp.mjs';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import type { WireFundingConfig } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { createFundWalletFlow } from './fundWallet.flow.ts';
import type { FundWalletSnapshot } from './fundWallet.machine.ts';

/**
 * Funding end to end in Node: the kit's flow, a real emulator, its on-ramp stand-ins and its local
 * chains. A popup is a page the test loads itself (the stand-ins' scripted outcome ends it on load);
 * balances are read from the chain.
 */

const APP = 'funding-flow-test-app-0a1';
const ORIGIN = 'http://localhost:5173';
/** Every funding method, bridging on: the demo's app's funding config. */
const funding: WireFundingConfig = DEMO_FUNDING;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  emulator.seed({ apps: [{ id: APP, email_auth: true, allowed_domains: [ORIGIN], funding_config: funding }] });
});
afterAll(() => emulator.close());

/** A popup the flow points at a page: the test's "browser" loads it, as the user's would. */
function popup() {
  const loads: Promise<Response>[] = [];
  const window = {
    closed: false,
    close() {
      window.closed = true;
    },
    location: {
      set href(url: string) {
        loads.push(fetch(url));
      },
    },
  };
  return { window: window as unknown as Window, loads };
}

async function funder() {
  const auth = await createSession(emulator, { app_id: APP, email: uniqueEmail('funding') } as never);
  const chains = emulatorEvmChains(emulator.url);
  const test = createTestCore(emulator, {
    appId: APP,
    config: {
      supportedChains: chains,
      solanaClusters: [emulatorSolanaCluster(emulator.url)],
      fundingMethodConfig: { services: emulatorFundingServices(emulator.url) },
    },
    testing: { fetch: fetchFromOrigin(ORIGIN), fast: true },
  });
  persistSession(test.storage, auth);
  await test.core.start();
  const flow = createFundWalletFlow(test.core);
  flow.start();
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const client = createPublicClient({ chain: chains[0], transport: http() });
  const balance = () => client.getBalance({ address });
  const until = async (check: (snapshot: FundWalletSnapshot) => boolean) => {
    for (let i = 0; i < 300 && !check(flow.getSnapshot()); i++) await new Promise((r) => setTimeout(r, 20));
    return flow.getSnapshot();
  };
  return { ...test, flow, address, balance, until };
}

describe('useFundWallet against the emulator (spec §2 Funding, §4)', () => {
  it('card: the signed page approves, the status goes through the stages, the funds are on the chain, Continue → done', async () => {
    const t = await funder();
    expect(await t.flow.commands.fundWallet(t.address)).toMatchObject({
      status: 'choosing-method',
      options: { card: ['moonpay', 'coinbase'], exchange: true, wallet: true, showAlternateProvider: true },
    });
    t.flow.commands.chooseMethod('card');
    t.flow.commands.setAmount('0.25');
    emulator.funding.next({ provider: 'moonpay', outcome: 'approve' });
    const page = popup();
    const seen: string[] = [];
    const off = t.flow.subscribe(() => {
      const now = t.flow.getSnapshot();
      if (now.status === 'card-payment' && seen.at(-1) !== now.payment) seen.push(now.payment);
    });
    const paid = await t.flow.send({ type: 'continue', popup: page.window });
    off();
    expect(paid).toMatchObject({ status: 'card-payment', payment: 'completed', summary: { currencyCode: 'eth' } });
    expect(seen[0]).toBe('opening');
    expect(seen).toContain('completed');
    expect(await t.balance()).toBe(parseEther('0.25'));
    expect(await t.flow.commands.continue()).toMatchObject({
      status: 'done',
      result: { method: 'card', provider: 'moonpay', value: '0.25', token: 'ETH', chainId: 'eip155:31337' },
    });
  });

  it('card declined: back to the chooser with the card error, nothing on the chain', async () => {
    const t = await funder();
    await t.flow.commands.fundWallet(t.address);
    t.flow.commands.chooseMethod('card');
    emulator.funding.next({ provider: 'moonpay', outcome: 'decline' });
    const settled = await t.flow.send({ type: 'continue', popup: popup().window });
    expect(settled).toMatchObject({ status: 'choosing-method', error: { code: ErrorCode.CARD_FUNDING_FAILED } });
    expect(await t.balance()).toBe(0n);
  });

  it('card left pending, then settled by the provider: the flow waits and completes', async () => {
    const t = await funder();
    await t.flow.commands.fundWallet(t.address);
    t.flow.commands.chooseMethod('card');
    emulator.funding.next({ provider: 'moonpay', outcome: 'pending' });
    const paying = t.flow.send({ type: 'continue', popup: popup().window });
    await t.until((now) => now.status === 'card-payment' && now.payment === 'pending');
    const [payment] = emulator.funding.payments().filter((entry) => entry.address === t.address);
    await emulator.funding.settle(payment!.id, 'completed');
    expect(await paying).toMatchObject({ status: 'card-payment', payment: 'completed' });
    expect(await t.balance()).toBe(parseEther('0.05'));
  });

  it('a blocked popup: "Unable to initialize flow" on the chooser', async () => {
    const t = await funder();
    await t.flow.commands.fundWallet(t.address);
    t.flow.commands.chooseMethod('exchange');
    expect(await t.flow.send({ type: 'continue', popup: null })).toMatchObject({
      status: 'choosing-method',
      error: { code: ErrorCode.FUNDING_FLOW_NOT_INITIALIZED },
    });
  });

  it("exchange: Coinbase's session, its page buys, the status says success, the funds are on the chain", async () => {
    const t = await funder();
    await t.flow.commands.fundWallet(t.address, { amount: '0.1' });
    t.flow.commands.chooseMethod('exchange');
    emulator.funding.next({ provider: 'coinbase', outcome: 'approve' });
    expect(await t.flow.send({ type: 'continue', popup: popup().window })).toMatchObject({
      status: 'exchange-payment',
      payment: 'success',
    });
    expect(await t.balance()).toBe(parseEther('0.1'));
    expect((await t.flow.commands.continue()).result).toMatchObject({ method: 'exchange', provider: 'coinbase' });
  });

  it('receive: the QR names the address and chain; Continue appears once funds arrive; funded at the amount', async () => {
    const t = await funder();
    // The receive screen polls until it is left: the command settles only then.
    const receiving = t.flow.commands.fundWallet(t.address, { defaultFundingMethod: 'manual', amount: '0.5' });
    await t.until((now) => now.status === 'receiving' && now.balance !== null);
    expect(t.flow.getSnapshot()).toMatchObject({ qrValue: `ethereum:${t.address}@31337` });
    expect(t.flow.getSnapshot()).toMatchObject({ balance: 0n, canContinue: false });
    await emulator.chains.fund(t.address, { native: '0.2' });
    expect(await t.until((now) => now.status === 'receiving' && now.canContinue)).toMatchObject({
      balance: parseEther('0.2'),
      funded: false,
    });
    await emulator.chains.fund(t.address, { native: '0.3' });
    expect(await t.until((now) => now.status === 'receiving' && now.funded)).toMatchObject({ funded: true });
    expect((await t.flow.commands.continue()).status).toBe('done');
    expect((await receiving).status).toBe('done');
  });

  it('refuses what the app does not allow: a chain it lacks', async () => {
    const t = await funder();
    expect(await t.flow.commands.fundWallet(t.address, { chain: { id: 1 } })).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED },
    });
  });
});
