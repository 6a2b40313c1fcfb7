import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../support/importGraph.ts';

/**
 * The wallet adapters are opt-in sub-entries: their stacks (viem, Wallet Standard) stay out of the
 * app-facing entries, each adapter reaches only what it needs, and none touches `window` on import.
 * The graph reads import statements, so type-only imports are listed too.
 */
/**
 * Loaded on demand by the wallet runtime, only to sign a Solana transaction, which only the
 * ./solana adapter asks for: it brings @scure/base, as ./solana does.
 */
const solanaTransactionSigning = 'packages/headless/src/solana/transactionSigning.ts';
/**
 * Loaded on demand by the send effect, on the first Ethereum send: keccak (@noble/hashes) names the
 * decoded call's addresses in EIP-55 form.
 */
const ethereumSend = 'packages/headless/src/wallets/ethereum/sendEthereum.ts';
/** Loaded on demand by the Solana send flow, only when a Solana transaction is sent: it brings @scure/base too. */
const solanaSendEffects = 'packages/headless/src/wallets/embedded/solanaSend/effects.ts';
/**
 * Loaded on demand by the MFA gate, only for a passkey verification: the browser's passkey prompt,
 * which brings @simplewebauthn/browser (the gate names the prompt's type only).
 */
const passkeyPrompt = [
  'packages/headless/src/wallets/mfa/passkeyAssertion.ts',
  'packages/headless/src/flows/passkey/browserAuthenticator.ts',
];

/**
 * Loaded on demand by the funding flow, only once a user funds: a connected wallet's transfer
 * (Solana's through the Wallet Standard), the bridge's deposit, and the balance reads (receive
 * screen, an ERC-20's details; SPL accounts are base64).
 */
const fundingFromWallets = [
  'packages/headless/src/wallets/funding/fundingWallets.ts',
  'packages/headless/src/wallets/funding/bridge.ts',
  'packages/headless/src/wallets/funding/balances.ts',
];

const packagesOf = (subpath: string, skip: readonly string[] = []) =>
  new Set(
    importGraph(workspaceEntry('headless', subpath), skip)
      .map((edge) => / imports ([^.][^ ]*)$/.exec(edge)?.[1])
      .filter((specifier): specifier is string => specifier !== undefined && !specifier.startsWith('@foyer/'))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
const walletStacks = [
  'viem',
  'permissionless',
  '@wagmi/core',
  'wagmi',
  '@wallet-standard/app',
  '@wallet-standard/base',
  '@wallet-standard/features',
  '@wallet-standard/wallet',
  '@solana/wallet-standard-features',
  '@scure/base',
  '@noble/hashes',
];

describe('@foyer/headless wallet adapter entries', () => {
  it.each(['.', './core', './contract'])('%s reaches no wallet stack', (subpath) => {
    expect(
      [
        ...packagesOf(subpath, [solanaTransactionSigning, ethereumSend, solanaSendEffects, ...fundingFromWallets]),
      ].filter((name) => walletStacks.includes(name)),
    ).toEqual([]);
  });

  it.each([
    ['the Ethereum send', 'sendEthereum.ts'],
    ['the Solana transaction signing', 'transactionSigning.ts'],
    ['the EIP-7702 authorization', 'signAuthorization.ts'],
  ])(
    "the signing operation's effect loads %s by import() only, and nothing else reaches it from the app-facing entries",
    (_, file) => {
      const importers = ['.', './core'].flatMap((subpath) =>
        importGraph(workspaceEntry('headless', subpath))
          .filter((edge) => edge.endsWith(`/${file}`))
          .map((edge) => edge.split(' imports ')[0]!),
      );
      expect(new Set(importers)).toEqual(new Set(['packages/headless/src/wallets/embedded/signing.flow.ts']));
      const signing = readFileSync(
        new URL('../../packages/headless/src/wallets/embedded/signing.flow.ts', import.meta.url),
        'utf8',
      );
      expect(signing).not.toMatch(new RegExp(`^import[^(]*from '[^']*${file.replace('.', '\\.')}'`, 'm'));
    },
  );

  it('./ethereum reaches, for its SIWE and wallet hooks, the provider (React, jotai) and keccak (EIP-55); no viem, wagmi or Solana', () => {
    expect([...packagesOf('./ethereum')].sort()).toEqual(['@noble/hashes', 'jotai', 'react']);
  });

  it('./viem reaches viem only: no React, wagmi or Solana', () => {
    expect([...packagesOf('./viem', [ethereumSend])].sort()).toEqual(['viem']);
  });

  it("WalletConnect's sign client is one self-contained module, only ever loaded by import(), on the first pairing", () => {
    const graph = importGraph(workspaceEntry('headless', './ethereum'));
    const importers = graph
      .filter((edge) => edge.endsWith(' imports ../../../vendor/walletconnect-sign-client.js'))
      .map((edge) => edge.split(' imports ')[0]!);
    expect(new Set(importers)).toEqual(new Set(['packages/headless/src/ethereum/external/walletConnect.ts']));
    const source = readFileSync(
      new URL('../../packages/headless/src/ethereum/external/walletConnect.ts', import.meta.url),
      'utf8',
    );
    expect(source).not.toMatch(/^import[^(]*from '[^']*walletconnect-sign-client\.js'/m);
    // A leaf: the bundle imports nothing, so the app's bundler shares no module or helper with it.
    expect(graph.filter((edge) => edge.startsWith('packages/headless/vendor/'))).toEqual([]);
    const bundle = readFileSync(
      new URL('../../packages/headless/vendor/walletconnect-sign-client.js', import.meta.url),
      'utf8',
    );
    expect(bundle).not.toMatch(/\bfrom\s*["'`]|\bimport\s*\(|\brequire\s*\(\s*["'`]/);
  });

  it('the bundled sign client exports what the connector uses, and imports where there is no window', async () => {
    const { SignClient } = await import('../../packages/headless/vendor/walletconnect-sign-client.js');
    expect(SignClient.init).toBeTypeOf('function');
  });

  it('./solana reaches Wallet Standard (discovery and types), @scure/base and the provider (React, jotai), no viem', () => {
    expect([...packagesOf('./solana', [ethereumSend, ...passkeyPrompt])].sort()).toEqual([
      '@scure/base',
      '@solana/wallet-standard-features',
      '@wallet-standard/app',
      '@wallet-standard/base',
      '@wallet-standard/features',
      'jotai',
      'react',
    ]);
  });

  it('./wagmi reaches viem and the provider (React, jotai), and imports nothing from wagmi at run time', () => {
    expect(
      [...packagesOf('./wagmi', [solanaTransactionSigning, ethereumSend, solanaSendEffects, ...passkeyPrompt])].sort(),
    ).toEqual(['@noble/hashes', '@wallet-standard/base', 'jotai', 'react', 'viem']);
  });

  it('./smart-wallets reaches viem (its account abstraction: the smart account, the bundler), keccak and the provider (React, jotai)', () => {
    expect(
      [...packagesOf('./smart-wallets', [solanaTransactionSigning, solanaSendEffects, ...passkeyPrompt])].sort(),
    ).toEqual(['@noble/hashes', 'jotai', 'react', 'viem']);
  });

  it('an e-mail login reaches no wallet module: the wallet hooks bring creation on login in', () => {
    const flow = `${workspaceEntry('headless', './core').replace(/exports\/core\.ts$/, '')}flows/email/emailLogin.flow.ts`;
    expect(importGraph(flow).filter((edge) => /\/wallets\//.test(edge))).toEqual([]);
  });

  it.each(['ethereum', 'viem', 'solana', 'wagmi', 'smartWallets'])(
    './%s imports where there is no window',
    async (name) => {
      expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
      await expect(import(`../../packages/headless/src/exports/${name}.ts`)).resolves.toBeTypeOf('object');
    },
  );
});
