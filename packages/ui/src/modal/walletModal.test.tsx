import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  type InProcessEmulator,
  latestCode,
  loginWithEmail,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  type EmbeddedWallet,
  ErrorCode,
  FoyerError,
  FoyerProvider,
  type FoyerStorage,
  type LoginComplete,
  memoryStorage,
  type SigningRequest,
  type SignMessageUiOptions,
  useAuth,
  type WalletUiRequest,
} from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';

import { FoyerModal } from './FoyerModal.tsx';
import { useLogin } from './useLogin.ts';
import { useSetWalletRecovery } from './useSetWalletRecovery.ts';

/**
 * The wallet screens inside the real modal, with a real provider and emulator for the login. The
 * embedded-wallet hooks (iframe, keys) are replaced by controllable doubles: this file tests the
 * modal's wiring (steps, timers, requests, the way out); the wallet runtime has its own tests.
 */
const wallets = vi.hoisted(() => {
  let request: WalletUiRequest | null = null;
  const listeners = new Set<() => void>();
  return {
    createRequiredWallets: vi.fn<() => Promise<EmbeddedWallet[]>>(),
    setAutomaticRecovery: vi.fn<() => Promise<void>>(),
    ethereum: [] as EmbeddedWallet[],
    request: () => request,
    mfaPrompt: null as number | null,
    mfa: {
      state: {
        status: 'required',
        error: null,
        result: null,
        methods: ['totp'],
        method: 'totp',
        attempts: 0,
        codeSent: false,
        codeError: null,
        handledByApp: false,
      },
      mfaMethods: ['totp'],
      init: vi.fn(),
      submit: vi.fn(),
      cancel: vi.fn(),
      chooseAnother: vi.fn(),
      resendCode: vi.fn(),
    },
    setMfaPrompt(next: number | null) {
      this.mfaPrompt = next;
      for (const listener of listeners) listener();
    },
    setRequest(next: WalletUiRequest | null) {
      request = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@foyer/headless', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@foyer/headless')>()),
  useCreateRequiredWallets: () => ({ createRequiredWalletsAsync: wallets.createRequiredWallets }),
  useWallets: () => ({ ready: true, wallets: wallets.ethereum }),
  useSolanaWallets: () => ({ ready: true, wallets: [] }),
  useWalletRecovery: () => ({ setAutomaticRecoveryAsync: wallets.setAutomaticRecovery }),
  useWalletUi: () => useSyncExternalStore(wallets.subscribe, wallets.request),
  useMfaPrompt: () => useSyncExternalStore(wallets.subscribe, () => wallets.mfaPrompt),
  useMfa: () => wallets.mfa,
}));

const address = '0x52908400098527886E0F7030069857D2E4169EE7';
const wallet = { address, chainType: 'ethereum', walletIndex: 0 } as EmbeddedWallet;

let emulator: InProcessEmulator;

beforeEach(async () => {
  emulator = await createInProcessEmulator();
  wallets.ethereum = [];
  wallets.setRequest(null);
  wallets.setMfaPrompt(null);
  wallets.mfa.submit.mockReset();
  wallets.mfa.cancel.mockReset();
  wallets.createRequiredWallets.mockReset();
  wallets.setAutomaticRecovery.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const screenRoot = () => document.querySelector('[data-slot="screen"]');
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

function Openers({
  onLogin,
  onError,
  onRecovery,
}: {
  onLogin(r: LoginComplete): void;
  onError(e: FoyerError): void;
  onRecovery(): void;
}) {
  const { login } = useLogin({ onComplete: onLogin, onError });
  const { setWalletRecovery } = useSetWalletRecovery({ onSuccess: onRecovery, onError });
  const { ready, authenticated, logout: logOut } = useAuth();
  logout = logOut;
  return (
    <div data-testid="session" data-authenticated={authenticated}>
      <button type="button" disabled={!ready} onClick={() => login()}>
        Log in
      </button>
      <button type="button" disabled={!ready} onClick={setWalletRecovery}>
        Secure wallet
      </button>
    </div>
  );
}

function setup(storage: FoyerStorage = memoryStorage()) {
  const onLogin = vi.fn<(r: LoginComplete) => void>();
  const onError = vi.fn<(e: FoyerError) => void>();
  const onRecovery = vi.fn<() => void>();
  render(
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={storage}
      // No user-owned backups: `setWalletRecovery()` opens automatic recovery.
      config={{ embeddedWallets: { ethereum: { createOnLogin: 'all-users' }, userOwnedRecoveryOptions: [] } }}
      testing={{ fetch: emulator.fetch, retryDelayMs: 1 }}
    >
      <Openers onLogin={onLogin} onError={onError} onRecovery={onRecovery} />
      <FoyerModal />
    </FoyerProvider>,
  );
  return { onLogin, onError, onRecovery };
}

/** The session's logout, as the rendered openers last saw it. */
let logout: () => Promise<void> = () => Promise.resolve();

const authenticated = () => screen.getByTestId('session').getAttribute('data-authenticated');

/** Logs in with an e-mail code through the modal, up to the code being accepted. */
async function logIn() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(document.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input'),
  );
  const [first] = screen.getAllByRole('textbox', { name: /^Digit/ });
  const code = await latestCode(emulator, 'ada@example.com');
  fireEvent.paste(first!, { clipboardData: { getData: () => code } });
  await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'done'));
}

/** A signature request as the headless layer would put it up (a message unless `what` says otherwise). */
function signRequest(
  overrides: {
    id?: string;
    uiOptions?: SignMessageUiOptions;
    approve?: () => Promise<unknown>;
    reject?: () => void;
  } = {},
  what: SigningRequest = { kind: 'message', message: 'Hello from Acme' },
): WalletUiRequest {
  return {
    id: 'r1',
    ...what,
    wallet,
    uiOptions: {},
    approve: vi.fn(() => Promise.resolve()),
    reject: vi.fn(),
    ...overrides,
  } as WalletUiRequest;
}

async function storedUser(): Promise<FoyerStorage> {
  const storage = memoryStorage();
  persistSession(storage, await loginWithEmail(emulator, 'grace@example.com'));
  return storage;
}

describe('after login: wallet creation (create-wallets step)', () => {
  it("creates the required wallets, welcomes the new user for 2.5 s, then closes with the login's result", async () => {
    let created!: (value: EmbeddedWallet[]) => void;
    wallets.createRequiredWallets.mockReturnValue(new Promise((resolve) => (created = resolve)));
    const { onLogin, onError } = setup();
    await logIn();
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(await screen.findByRole('status', { name: 'Creating your wallet' })).toBeInTheDocument();
    expect(screenRoot()).toHaveAttribute('data-status', 'creating');
    await waitFor(() => expect(wallets.createRequiredWallets).toHaveBeenCalledOnce());
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    wallets.ethereum = [wallet];
    await act(async () => created([wallet]));
    expect(await screen.findByRole('heading', { name: 'Welcome to Foyer Demo' })).toBeInTheDocument();
    expect(screen.getByText("You've successfully created an account.")).toBeInTheDocument();
    expect(screen.getByText('0x5290…9EE7')).toBeInTheDocument();

    // Real time runs too (shouldAdvanceTime): check well before the 2.5 s, then after them.
    await advance(AFTER_LOGIN_TIMING.walletCreatedMs - 500);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
    await advance(500);
    await dialogGone();
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ isNewUser: true }));
    expect(onError).not.toHaveBeenCalled();
  });

  it("'Failed to create wallet' when no wallet exists after creation", async () => {
    wallets.createRequiredWallets.mockResolvedValue([]);
    setup();
    await logIn();
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(await screen.findByRole('heading', { name: 'Failed to create wallet' })).toBeInTheDocument();
  });

  it("a creation failure logs the user out; 'Something went wrong', and Close reports the error", async () => {
    const failure = new FoyerError(ErrorCode.EMBEDDED_WALLET_CREATE_ERROR, 'iframe said no');
    wallets.createRequiredWallets.mockRejectedValue(failure);
    const { onLogin, onError } = setup();
    await logIn();
    expect(authenticated()).toBe('true');
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await waitFor(() => expect(authenticated()).toBe('false'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await dialogGone();
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('closing while the wallet-created screen shows clears its timer; the login still completes', async () => {
    wallets.ethereum = [wallet];
    wallets.createRequiredWallets.mockResolvedValue([wallet]);
    const { onLogin } = setup();
    await logIn();
    await advance(AFTER_LOGIN_TIMING.nextStepMs);
    await screen.findByRole('heading', { name: 'Welcome to Foyer Demo' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await dialogGone();
    expect(onLogin).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1); // the 500 ms reset only
  });
});

describe('sign message requests', () => {
  it('a request opens the modal; signing shows Signing..., success for 1.4 s, then the modal closes', async () => {
    setup(await storedUser());
    let signed!: () => void;
    const request = signRequest({ approve: vi.fn(() => new Promise<void>((resolve) => (signed = resolve))) });
    act(() => wallets.setRequest(request));
    expect(await screen.findByRole('heading', { name: 'Sign message' })).toBeInTheDocument();
    expect(screen.getByText('Signing this message will not cost you any fees.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Message' }).textContent).toBe('Hello from Acme');

    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(screen.getByRole('button', { name: 'Signing...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await act(async () => signed());
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'success'));
    act(() => wallets.setRequest(null));

    await advance(AFTER_LOGIN_TIMING.successMs - 500);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(500);
    await dialogGone();
    expect(request.approve).toHaveBeenCalledOnce();
    expect(request.reject).not.toHaveBeenCalled();
  });

  it.each<[string, SigningRequest, string]>([
    [
      'typed data as labelled fields',
      {
        kind: 'typed-data',
        typedData: JSON.stringify({
          primaryType: 'Mail',
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          message: { contents: 'Hello, Bob!' },
        }),
      },
      'Message: Mail',
    ],
    [
      'bytes that are not text as hex with their length',
      { kind: 'solana-message', message: '0xff00', encoding: 'hex' },
      'Hex, 2 bytes',
    ],
  ])('shows %s', async (_, what, shown) => {
    setup(await storedUser());
    act(() => wallets.setRequest(signRequest({}, what)));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('closing without a result rejects the request, and the same request does not reopen', async () => {
    setup(await storedUser());
    const request = signRequest({ uiOptions: { title: 'Sign in to Acme', buttonText: 'Approve' } });
    act(() => wallets.setRequest(request));
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await dialogGone();
    expect(request.reject).toHaveBeenCalledOnce();
    await advance(600);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an error shows its copy with Retry; the request stays open and a retry signs', async () => {
    setup(await storedUser());
    const approve = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new FoyerError(ErrorCode.UNABLE_TO_SIGN, 'no'))
      .mockResolvedValueOnce(undefined);
    const request = signRequest({ approve });
    act(() => wallets.setRequest(request));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByText('Failed to sign message')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screenRoot()).toHaveAttribute('data-status', 'success'));
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it('isCancellable false: no way out before signing (no Close, Escape ignored); after an error there is', async () => {
    setup(await storedUser());
    const request = signRequest({
      uiOptions: { isCancellable: false },
      approve: vi.fn(() => Promise.reject(new FoyerError(ErrorCode.UNABLE_TO_SIGN, 'no'))),
    });
    act(() => wallets.setRequest(request));
    await screen.findByRole('heading', { name: 'Sign message' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await advance(50);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await screen.findByText('Failed to sign message');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await dialogGone();
    expect(request.reject).toHaveBeenCalledOnce();
  });

  it('a logout while the request shows closes the modal and rejects the request', async () => {
    setup(await storedUser());
    await waitFor(() => expect(authenticated()).toBe('true'));
    const request = signRequest({ uiOptions: { isCancellable: false } });
    act(() => wallets.setRequest(request));
    await screen.findByRole('heading', { name: 'Sign message' });
    await act(() => logout());
    await dialogGone();
    expect(request.reject).toHaveBeenCalledOnce();
  });

  it.each<[string, SigningRequest, string, string, string[]]>([
    [
      'a transaction',
      {
        kind: 'transaction',
        transaction: {
          chainId: 11155111,
          chainName: 'Sepolia',
          nativeCurrency: { symbol: 'ETH', decimals: 18 },
          to: address,
          value: 500_000_000_000_000_000n,
          data: null,
        },
      },
      'Sign transaction',
      'Transaction details',
      [address, '0.5 ETH', 'Sepolia'],
    ],
    [
      'a raw hash',
      { kind: 'raw-hash', hash: `0x${'ab'.repeat(32)}` },
      'Sign a raw hash',
      'Hash',
      [`0x${'ab'.repeat(32)}`, 'Neither you nor this screen can tell what this hash authorizes'],
    ],
    [
      'an EIP-7702 authorization',
      {
        kind: 'authorization',
        authorization: { contract: address, chainId: 0, chainName: null, nonce: 3 },
      },
      'Authorize a contract',
      'Authorization details',
      [address, 'All networks', "Once signed, this contract's code runs as your wallet"],
    ],
    [
      'a wallet-API request',
      {
        kind: 'wallet-api-request',
        request: {
          method: 'PATCH',
          url: 'https://auth.foyer.dev/api/v1/wallets/w_1',
          body: JSON.stringify({ additional_signers: [{ signer_id: 'kq_1' }] }, null, 2),
        },
      },
      'Authorize wallet request',
      'Request body',
      ['"signer_id": "kq_1"', 'Add signer kq_1'],
    ],
    [
      'a Solana transaction',
      {
        kind: 'solana-transaction',
        transaction: {
          feePayer: 'FeePayer1111111111111111111111111111111111',
          instructions: [
            { type: 'sol-transfer', value: 5_000n, toAccount: 'Dest111111111111111111111111111111111111111' },
          ],
        },
      },
      'Sign transaction',
      'Transaction details',
      ['Solana', 'FeePayer1111', '0.000005 SOL to Dest1111'],
    ],
  ])('%s opens its own screen, never the message one; closing it rejects', async (_, what, title, region, shown) => {
    setup(await storedUser());
    const request = signRequest({}, what);
    act(() => wallets.setRequest(request));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    const details = screen.getByRole('region', { name: region }).textContent;
    for (const text of shown) expect(dialog.textContent).toContain(text);
    expect(details).toContain(shown[0]);
    expect(dialog.textContent).not.toContain('will not cost you any fees');
    expect(screen.queryByRole('region', { name: 'Message' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await dialogGone();
    expect(request.reject).toHaveBeenCalledOnce();
    expect(request.approve).not.toHaveBeenCalled();
  });

  it('a Solana send opens its screen: the instructions; Approve sends, and the receipt shows the signature', async () => {
    setup(await storedUser());
    const receipt = { signature: `5VER${'v'.repeat(84)}`, signedTransaction: 'AQID', fees: 5_000n, slot: 42n };
    const sol = { kind: 'sol', address: null, symbol: 'SOL', decimals: 9 } as const;
    const request = signRequest(
      { approve: vi.fn(() => Promise.resolve(receipt)) },
      {
        kind: 'send-solana-transaction',
        preview: {
          feePayer: 'FeePayer1111111111111111111111111111111111',
          instructions: [
            {
              type: 'sol-transfer',
              toAccount: 'Dest111111111111111111111111111111111111111',
              amount: { asset: sol, value: 5_000_000n, usd: null },
            },
          ],
          fee: { asset: sol, value: 5_000n, usd: null },
          balance: 1_000_000_000n,
          hasFunds: true,
          scan: null,
        },
      },
    );
    act(() => wallets.setRequest(request));
    expect(await screen.findByRole('heading', { name: 'Confirm transaction' })).toBeInTheDocument();
    expect(screen.getByRole('dialog').textContent).toContain('Send 0.005 SOL to Dest11…1111');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Transaction complete!' })).toBeInTheDocument();
    expect(screen.getByTitle(receipt.signature)).toBeInTheDocument();
    expect(request.approve).toHaveBeenCalledOnce();
    await dialogGone();
    expect(request.reject).not.toHaveBeenCalled();
  });

  it('a request that comes while the modal is busy opens once it closes', async () => {
    setup(await storedUser());
    await waitFor(() => expect(authenticated()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Secure wallet' }));
    await screen.findByRole('heading', { name: 'Automatically secure your account' });
    act(() => wallets.setRequest(signRequest({ id: 'r2' })));
    expect(screen.queryByRole('heading', { name: 'Sign message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Sign message' })).toBeInTheDocument();
  });
});

describe('useSetWalletRecovery', () => {
  it("opens 'Automatically secure your account'; Confirm becomes Success, and the modal closes 1.4 s later", async () => {
    let set!: () => void;
    wallets.setAutomaticRecovery.mockReturnValue(new Promise<void>((resolve) => (set = resolve)));
    const { onRecovery, onError } = setup(await storedUser());
    await waitFor(() => expect(authenticated()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Secure wallet' }));
    expect(await screen.findByRole('heading', { name: 'Automatically secure your account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => set());
    expect(await screen.findByRole('button', { name: 'Success' })).toBeDisabled();
    await advance(AFTER_LOGIN_TIMING.successMs);
    await dialogGone();
    expect(onRecovery).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it("an error offers 'Try again', which sets it", async () => {
    wallets.setAutomaticRecovery.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    const { onRecovery, onError } = setup(await storedUser());
    await waitFor(() => expect(authenticated()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Secure wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Success' })).toBeInTheDocument();
    expect(wallets.setAutomaticRecovery).toHaveBeenCalledTimes(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await dialogGone();
    expect(onRecovery).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('closing before confirming reports USER_EXITED_SET_RECOVERY_FLOW', async () => {
    const { onRecovery, onError } = setup(await storedUser());
    await waitFor(() => expect(authenticated()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Secure wallet' }));
    await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await dialogGone();
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ code: ErrorCode.USER_EXITED_SET_RECOVERY_FLOW }),
    );
    expect(onRecovery).not.toHaveBeenCalled();
  });
});

describe('MFA a wallet request waits for', () => {
  it('shows the verification over the signing screen, which stays as it was and shows again after', async () => {
    setup(await storedUser());
    const request = signRequest({ approve: vi.fn(() => new Promise<void>(() => {})) });
    act(() => wallets.setRequest(request));
    await screen.findByRole('heading', { name: 'Sign message' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));

    act(() => wallets.setMfaPrompt(1));
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign message' })).toBeNull();
    const [first] = screen.getAllByRole('textbox', { name: /^Digit/ });
    fireEvent.paste(first!, { clipboardData: { getData: () => '123456' } });
    await waitFor(() => expect(wallets.mfa.submit).toHaveBeenCalledWith('totp', '123456'));

    act(() => wallets.setMfaPrompt(null));
    expect(await screen.findByRole('heading', { name: 'Sign message' })).toBeInTheDocument();
    // The same screen, not a new one: it still waits for its signature.
    expect(screen.getByRole('button', { name: 'Signing...' })).toBeDisabled();
  });

  it('opens the modal on the verification when it was closed; Cancel gives up and closes it', async () => {
    setup(await storedUser());
    act(() => wallets.setMfaPrompt(1));
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(wallets.mfa.cancel).toHaveBeenCalled();
    await dialogGone();
  });
});
