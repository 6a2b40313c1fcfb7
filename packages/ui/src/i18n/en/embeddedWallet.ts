/**
 * Embedded wallets (wallets-and-mfa.md §2 'Wallet creation and recovery', 'Signing and sending',
 * §9 copy confirmation). Quoted copy is word for word; the few strings the spec does not give
 * (labels read by screen readers, the copy button) say so.
 */
export const createWallet = {
  /** Not quoted by the spec (it shows a loader): the title under the loader, and its announced label. */
  creating: 'Creating your wallet',
  errorTitle: 'Something went wrong',
  close: 'Close',
} as const;

export const walletCreated = {
  /** For a new user: 'Welcome', plus ' to {app}' when the app has a name. */
  welcome: 'Welcome',
  welcomeTo: 'Welcome to {app}',
  welcomeDetail: "You've successfully created an account.",
  allSet: 'All set!',
  allSetDetail: 'Your account is secured.',
  failed: 'Failed to create wallet',
  /** Not quoted by the spec: the wallet address's label, and its copy button's accessible name. */
  address: 'Wallet address',
  copyAddress: 'Copy wallet address',
} as const;

export const signMessage = {
  /** Defaults; `uiOptions.title`, `.description` and `.buttonText` replace them. */
  title: 'Sign message',
  description: 'Signing this message will not cost you any fees.',
  button: 'Sign and continue',
  signing: 'Signing...',
  /** Not quoted by the spec: the message box's label. */
  messageLabel: 'Message',
  /** Not quoted by the spec: bytes that are not UTF-8 text, shown as hex, and their length. */
  hexBytes: { one: 'Hex, {count} byte', other: 'Hex, {count} bytes' },
  /** Not quoted by the spec: typed data (EIP-712) as labelled fields, the raw JSON one tap away. */
  typedData: {
    domain: 'Domain',
    /** '{type}' is the primary type's name ('Mail'). */
    message: 'Message: {type}',
    showRaw: 'Show raw JSON',
    showFields: 'Show fields',
    /** The copy button of an address: '{name}' is its field's name. */
    copyAddress: 'Copy {name}',
    /** A long value, folded: unfold and fold it. */
    showAll: 'Show all',
    showLess: 'Show less',
  },
  /** The success shown for 1.4 s (spec §2 success copy). */
  success: 'Success!',
  /** Spec §2 'Error screen with Retry'. */
  retry: 'Retry',
} as const;

/**
 * An Ethereum transaction to sign (`eth_signTransaction`). Not quoted by the spec (its transaction
 * screens come with sending): the title and text say it is a transaction, never a free message.
 */
export const signTransaction = {
  title: 'Sign transaction',
  description: 'Once signed, this transaction can be sent from your wallet, and sending it costs network fees.',
  /** Spec §2 'Send … confirmation': 'Approve'. */
  button: 'Approve',
  /** The details box's label, read by screen readers. */
  details: 'Transaction details',
  to: 'To',
  /** `to` is empty: the transaction deploys a contract. */
  newContract: 'New contract',
  amount: 'Amount',
  /** The amount in the chain's native currency. */
  amountValue: '{amount} {symbol}',
  network: 'Network',
  /** A chain neither the adapter nor the app's supportedChains name. */
  unknownNetwork: 'Chain {id}',
  data: 'Data',
  noData: 'None',
} as const;

/** Spec §2 'Send Ethereum transaction confirmation', 'Receipt', 'Transaction details accordion', §8 'Transactions'. */
export const sendTransaction = {
  title: 'Confirm transaction',
  /** Several transactions in one request: '(i / n)' after the title. */
  batchTitle: '{title} ({index} / {count})',
  description: 'Review the transaction before you approve it.',
  /** Spec: 'Continue' until the last transaction, then 'Approve'. */
  continue: 'Continue',
  approve: 'Approve',
  sending: 'Sending...',
  complete: 'Transaction complete!',
  allDone: 'All Done',
  details: 'Transaction details',
  from: 'From',
  to: 'To',
  action: 'Action',
  network: 'Network',
  fees: 'Est. Fees',
  total: 'Total (including fees)',
  amountValue: '{amount} {symbol}',
  /** A dollar value, after an amount ('$' then the value). */
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue template: `{usd}` is filled by format(), after a dollar sign.
  usd: '(${usd})',
  /** Spec §9: a dollar value under a cent. */
  tinyUsd: '(<$0.01)',
  newContract: 'New contract',
  unknownNetwork: 'Chain {id}',
  unknownToken: 'tokens',
  /** Spec §9: the maximum approval value. */
  maximum: 'Maximum',
  actions: {
    'native-transfer': 'Send {amount}',
    transfer: 'Transfer {amount}',
    transferFrom: 'Transfer {amount} from {from}',
    approve: 'Approve spending {amount} by {spender}',
    setApprovalForAll: 'Allow {operator} to move all your tokens of {contract}',
    revokeApprovalForAll: 'Revoke {operator} from moving your tokens of {contract}',
    'nft-transfer': 'Transfer NFT #{tokenId}',
    'nft-batch-transfer': 'Transfer {count} NFTs',
    call: 'Call {signature}',
    unknown: 'Contract call',
    deploy: 'Deploy a contract',
  },
  data: 'Data',
  /** Not quoted by the spec: an NFT ('BAYC #7'), and several of one ERC-1155 id ('3 × Item #7'). */
  nft: '{symbol} #{tokenId}',
  nftCount: '{count} × {nft}',
  /**
   * Spec §8 INSUFFICIENT_BALANCE (Ethereum; Solana's own line), and the funding hint: funding is not
   * built yet (it lands with its own issue), so the screen says where to add funds instead of 'Add funds'.
   */
  noFunds: 'Wallet {address} does not have enough funds.',
  solanaNoFunds: 'Solana wallet has insufficient funds for this transaction.',
  addFunds: 'Add funds on {chain} to complete transaction.',
  /** Spec §2 'Scan warnings'; the scanner's reasons follow the warning. */
  warning: 'Warning: Suspicious transaction',
  acknowledge: 'I understand and want to proceed anyways.',
  /** Spec §8 'Transactions': the simulation failed, with the chain's reason ('Blockhash not found') when it gave one. */
  simulationFailed: 'Simulation failed',
  simulationFailedWith: 'Simulation failed: {reason}',
  /** Not quoted by the spec: the scan's asset changes, what the wallet loses and gains. */
  changes: 'Asset changes',
  changeOut: 'You send {amount}',
  changeIn: 'You receive {amount}',
  /** Not quoted by the spec: a Solana transaction's instructions (spec §3 'Solana preparation result'). */
  instructions: {
    'sol-transfer': 'Send {amount} to {to}',
    'spl-transfer': 'Transfer {amount} to {to}',
    'ata-creation': 'Create a token account of {mint} for {owner}',
    'create-account': 'Create account {account} with {amount}',
    unknown: 'Call program {program}',
  },
  /** The receipt: the hash (Solana: the signature), its copy button, and its explorer page when the chain has one. */
  transactionHash: 'Transaction hash',
  signature: 'Signature',
  copyHash: 'Copy transaction hash',
  copySignature: 'Copy signature',
  explorer: 'View on block explorer',
  /** Spec §8 'Transactions': the error screen. */
  tryAgain: 'Please try again.',
  errorMessage: 'Error message',
  retry: 'Retry transaction',
} as const;

/**
 * A raw 32-byte hash to sign (`secp256k1_sign`, viem's `sign({ hash })`). Not quoted by the spec:
 * the warning is always shown (`uiOptions.description` does not replace it).
 */
export const signRawHash = {
  title: 'Sign a raw hash',
  warning:
    'Neither you nor this screen can tell what this hash authorizes: it could move your funds. Sign it only if you trust this app completely.',
  button: 'Sign hash',
  /** The hash box's label. */
  hash: 'Hash',
} as const;

/**
 * An EIP-7702 authorization to sign (`eth_sign7702Authorization`, viem's `signAuthorization`). Not
 * quoted by the spec: the warning is always shown (`uiOptions.description` does not replace it).
 */
export const signAuthorization = {
  title: 'Authorize a contract',
  warning:
    "Once signed, this contract's code runs as your wallet: it can move everything your wallet holds. Sign it only if you trust this app completely.",
  button: 'Authorize',
  /** The details box's label, read by screen readers. */
  details: 'Authorization details',
  contract: 'Contract',
  network: 'Network',
  /** Chain id 0: the authorization is valid on every chain. */
  allNetworks: 'All networks',
  /** A chain the app does not name. */
  unknownNetwork: 'Chain {id}',
  nonce: 'Nonce',
} as const;

/**
 * A wallet-API request signed as the user (`privy:user-signer:sign`): what the wallet provider will
 * do when the app sends it. Not quoted by the spec.
 */
export const signWalletRequest = {
  /** Defaults; `uiOptions.title`, `.description` and `.buttonText` replace them. */
  title: 'Authorize wallet request',
  description: 'Once signed, this app can send this request to your wallet provider in your name.',
  button: 'Authorize',
  /** What the request does, when it is recognised: session signers set on a wallet. */
  addSigners: { one: 'Add signer {signers}', other: 'Add signers {signers}' },
  removeSigners: 'Remove all signers',
  /** Any other request: its method and path ('PATCH /api/v1/wallets/abc'). */
  request: '{method} {path}',
  /** The label of the line saying what the request does. */
  action: 'Request',
  /** The body box's label. */
  body: 'Request body',
} as const;

/** A Solana transaction to sign (`solana:signTransaction`). Not quoted by the spec. */
export const signSolanaTransaction = {
  title: 'Sign transaction',
  description: 'Once signed, this transaction can be sent from your wallet, and sending it costs network fees.',
  button: 'Approve',
  details: 'Transaction details',
  network: 'Network',
  solana: 'Solana',
  feePayer: 'Fee payer',
  /** A System program transfer. */
  transfer: 'Transfer',
  transferValue: '{amount} SOL to {address}',
  /** An instruction it cannot decode: the program it calls. */
  program: 'Program',
} as const;

export const recoveryAutomatic = {
  title: 'Automatically secure your account',
  confirm: 'Confirm',
  success: 'Success',
  errorTitle: 'Something went wrong',
  tryAgain: 'Try again',
} as const;

/** The copy button (spec §9: the confirmation shows for 2000 ms). Not quoted by the spec. */
export const copy = {
  copy: 'Copy',
  copied: 'Copied',
} as const;
