import {
  type Address,
  type Base64EncodedWireTransaction,
  generateKeyPairSigner,
  type KeyPairSigner,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveSolanaChain, signedTransaction } from '../../test/solanaCluster.ts';
import { FAUCET, usdcMintFromSeed } from './genesis.ts';
import { SOLANA_USDC_MINT } from './tokens.ts';

let served: Awaited<ReturnType<typeof serveSolanaChain>>;
beforeAll(async () => {
  served = await serveSolanaChain();
});
afterAll(() => served.close());

const mint = SOLANA_USDC_MINT as Address;
const ata = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

/** `amount` USDC units from `from` to `to`, creating `to`'s token account if needed. */
async function usdcTransfer(from: KeyPairSigner, to: Address, amount: bigint) {
  const { value: lifetime } = await served.rpc.getLatestBlockhash().send();
  const destination = await ata(to);
  return signedTransaction(from, lifetime, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: from, ata: destination, owner: to, mint }),
    getTransferCheckedInstruction({
      source: await ata(from.address),
      mint,
      destination,
      authority: from,
      amount,
      decimals: 6,
    }),
  ]);
}

describe('the USDC SPL token of the local cluster', () => {
  test('the mint sits at the address of its fixed seed, with 6 decimals and the emulator as authority', async () => {
    expect(usdcMintFromSeed()).toBe(SOLANA_USDC_MINT);
    const { value } = await served.rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send();
    expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(value?.data).toMatchObject({
      parsed: {
        type: 'mint',
        info: { decimals: 6, isInitialized: true, freezeAuthority: null, mintAuthority: FAUCET },
      },
    });
  });

  test('fund mints USDC into the associated token account (created on first funding), raising it by the amount', async () => {
    const { rpc, chain } = served;
    const wallet = await generateKeyPairSigner();
    await chain.fund(wallet.address, { usdc: '12.5' });
    await chain.fund(wallet.address, { usdc: '0.000001', native: '0.1' });
    const balance = await rpc.getTokenAccountBalance(await ata(wallet.address)).send();
    expect(balance.value).toMatchObject({ amount: '12500001', decimals: 6, uiAmountString: '12.500001' });
    const owned = await rpc.getTokenAccountsByOwner(wallet.address, { mint }, { encoding: 'jsonParsed' }).send();
    expect(owned.value.map(({ pubkey, account }) => [pubkey, account.data.parsed.info.tokenAmount.amount])).toEqual([
      [await ata(wallet.address), '12500001'],
    ]);
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(100_000_000n);
  });

  test('an SPL transfer (create the recipient’s account + transferChecked) moves exactly the amount; the receipt has the token balances', async () => {
    const { rpc, chain } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1', usdc: '10' });
    const tx = await usdcTransfer(alice, bob.address, 2_500_000n);
    const signature = await rpc.sendTransaction(tx as Base64EncodedWireTransaction, { encoding: 'base64' }).send();

    expect((await rpc.getTokenAccountBalance(await ata(alice.address)).send()).value.amount).toBe('7500000');
    expect((await rpc.getTokenAccountBalance(await ata(bob.address)).send()).value.amount).toBe('2500000');
    const receipt = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0 }).send();
    const amounts = (balances: readonly { owner?: string; uiTokenAmount: { amount: string } }[] | null | undefined) =>
      Object.fromEntries((balances ?? []).map((entry) => [entry.owner, entry.uiTokenAmount.amount]));
    expect(amounts(receipt?.meta?.preTokenBalances)).toEqual({ [alice.address]: '10000000' });
    expect(amounts(receipt?.meta?.postTokenBalances)).toEqual({ [alice.address]: '7500000', [bob.address]: '2500000' });
    expect(receipt?.meta?.postTokenBalances?.[0]?.mint).toBe(mint);
  });

  test('spl_token_info answers the mint’s name, symbol and decimals read from the cluster', async () => {
    const headers = { 'privy-app-id': 'app' };
    const info = await fetch(`${served.url}/api/v1/spl_token_info?mint_address=${mint}&cluster=localnet`, { headers });
    expect(await info.json()).toEqual({ name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    const nobody = (await generateKeyPairSigner()).address;
    const missing = await fetch(`${served.url}/api/v1/spl_token_info?mint_address=${nobody}`, { headers });
    expect(missing.status).toBe(404);
    const otherCluster = await fetch(`${served.url}/api/v1/spl_token_info?mint_address=${mint}&cluster=mainnet-beta`, {
      headers,
    });
    expect(otherCluster.status).toBe(400);
    const noApp = await fetch(`${served.url}/api/v1/spl_token_info?mint_address=${mint}`);
    expect(noApp.status).toBe(400);
  });
});
