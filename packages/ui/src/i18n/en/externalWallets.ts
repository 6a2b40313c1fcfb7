/**
 * External wallets (wallets-and-mfa.md §2 'External wallets', §8 'External wallet';
 * login-and-accounts.md §8 wallet errors). Quoted copy is word for word; strings the spec does not
 * give say so.
 */
export const externalWallets = {
  /** The list. */
  title: 'Connect wallet',
  loginTitle: 'Connect your wallet',
  selectNetwork: 'Select network',
  search: 'Search wallets',
  noResults: 'No wallets found. Try another search.',
  recent: 'Recent',
  /** The network badge, per chain. Not quoted by the spec (it names a badge). */
  networks: { ethereum: 'Ethereum', solana: 'Solana' },
  /** Not quoted by the spec: the name of a legacy injected wallet that does not say what it is. */
  browserWallet: 'Browser Wallet',
  /** Not quoted by the spec: the list's accessible name. */
  listLabel: 'Wallets',
  /** Marks a listed wallet that is not installed. Not quoted by the spec. */
  notInstalled: 'Not installed',
  noWallets: 'Please download an external wallet provider, like {examples}.',
  noWalletsExamples: 'MetaMask, Rainbow or Phantom',

  /** The connection status screen. */
  waitingFor: 'Waiting for {wallet}',
  connectingButton: 'Connecting',
  switching: 'Switching networks',
  signToVerify: 'Sign to verify',
  signButton: 'Sign with your wallet',
  signing: 'Signing',
  connected: 'Successfully connected with {wallet}',
  retry: 'Retry',
  useDifferentWallet: 'Use a different wallet',
  unableToConnect: 'Unable to connect wallet',

  /** Errors of the connection screen (login-and-accounts.md §8 'Wallet errors with retry'). */
  userExists: 'User already exists for this address',
  timedOut: 'Wallet request timed out',
  couldNotLogIn: 'Could not log in with wallet',
  rejected: 'You rejected the request',
  unableToLink: 'Unable to link',
  maxLinkedWallets: "You've reached the maximum number of linked wallets.",
  connectError: 'Unable to connect to wallet.',

  /** Install (desktop) and mobile redirect. */
  openOrInstall: 'Open or install {wallet}',
  goTo: 'Go to {wallet} to continue',
  /** Not quoted by the spec (it names the steps: install the extension, set up a wallet, store the recovery phrase). */
  installStep1: 'Install the {wallet} browser extension.',
  installStep2: 'Set up your first wallet and store the recovery phrase somewhere safe.',
  installStep3: 'Reload the page and connect your wallet.',
  installLink: 'Get {wallet}',
  reload: 'Reload the page',
  learnMore: 'Learn more',
  continue: 'Continue',
  stillHere: 'Still here?',
  appStore: 'Go to App Store',
  openInApp: 'Open in app',

  /** The WalletConnect QR view. */
  scanToConnect: 'Scan code to connect to {wallet}',
  /** Not quoted by the spec: the QR code's accessible name, and the pairing URI field. */
  qrLabel: 'QR code to connect {wallet}',
  pairingUri: 'Pairing URI',
  /** Not quoted by the spec: shown while the QR code is drawn. */
  qrLoading: 'Preparing QR code',
} as const;
