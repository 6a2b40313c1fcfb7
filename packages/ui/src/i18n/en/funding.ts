/**
 * Funding a wallet (wallets-and-mfa.md §2 'Funding', §4 'Card provider 1 payment status', 'Other card
 * provider (Coinbase onramp)', 'Receive screen', 'Funding (Ethereum)', §5 'Funding amount', §8
 * 'Funding', 'Bridging'). Quoted copy is word for word; strings the spec does not give say so. The
 * failures' own texts are `errors`' (by code); the two that name a chain get its id here.
 */
export const funding = {
  /** The on-ramps' names, for '{provider}'. */
  providers: { moonpay: 'Moonpay', coinbase: 'Coinbase' },
  continue: 'Continue',
  /** The button of the wallet transfer and the bridge. */
  confirmWith: 'Confirm with {wallet}',

  /** Spec §2 'Funding method chooser'. */
  method: {
    title: 'Add funds to your {walletName} wallet',
    card: 'Pay with card',
    exchange: 'Transfer from an exchange',
    wallet: 'Transfer from wallet',
    manual: 'Receive funds',
    /** Not quoted by the spec: the badge beside 'Pay with card'. */
    badges: { 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay' },
    alternateProvider: 'Having trouble or facing location restrictions? Try a different provider.',
  },

  /** Spec §2 'Confirm or edit amount', §5 'Funding amount'. */
  amount: {
    title: 'Confirm or edit amount',
    /** Not quoted by the spec: the field's label, and what the amount buys where. */
    label: 'Amount',
    description: 'You will add {symbol} on {network}.',
  },

  /** Spec §2 'Transfer from wallet' (spec §9: with more than 4 wallets, 3 show, then 'More wallets'). */
  wallets: {
    title: 'Transfer from wallet',
    /** Not quoted by the spec: the text under the title, and the list's accessible name. */
    description: 'Choose the wallet to send {amount} from.',
    listLabel: 'Connected wallets',
    connected: 'Connected',
    solana: 'Solana',
    moreWallets: 'More wallets',
  },

  /** Spec §2 'Confirming screen': Total, To, Network, Estimated fee. */
  confirm: {
    /** Not quoted by the spec: the title, the details' accessible name and the line while the wallet signs. */
    title: 'Confirm transfer',
    details: 'Transfer details',
    total: 'Total',
    to: 'To',
    network: 'Network',
    fee: 'Estimated fee',
    submitting: 'Confirm the transfer in {wallet}',
  },

  /** Spec §2 'Transfer from another network'. */
  bridge: {
    title: 'Transfer from another network',
    /** Not quoted by the spec: why, the labels, the source's line and the quote's. */
    description: "{wallet} doesn't have enough funds on {network}. Send them from another network instead.",
    amount: 'Amount',
    from: 'From network',
    choose: 'Select a network',
    source: '{network} ({balance})',
    cost: 'You send {amount}, fees included.',
    quoting: 'Getting a quote...',
  },

  /** Spec §4 'Funding (Ethereum)': the bridge's statuses while it is polled. Not quoted by the spec. */
  bridging: {
    title: 'Bridging funds',
    statuses: {
      waiting: 'Waiting for your transaction to confirm.',
      pending: 'Moving your funds to {network}.',
      delayed: 'This is taking longer than usual. Your funds are on their way to {network}.',
      success: 'Your funds arrived on {network}.',
      refund: 'The bridge could not complete. Your funds are being refunded.',
      failure: 'The bridge could not complete.',
    },
    transaction: 'Transaction',
    copyTransaction: 'Copy transaction hash',
  },

  /** Spec §8 'Bridging': the screen (its text is `errors.bridge_failed`). */
  bridgeFailed: {
    title: 'Transaction failed',
    /** The link's words are quoted; the sentence around them is not. */
    refundLine: 'Check the {link}.',
    refundStatus: 'refund status',
    /** Not quoted by the spec: the bridge says the refund is done. */
    refunded: 'Your funds were refunded.',
    tryAgain: 'Try again',
  },

  /** Spec §2 'Card provider 1 status', 'Coinbase onramp status'; §4 'Card provider 1 payment status'. */
  payment: {
    title: 'Fund account',
    inProgress: 'In Progress',
    funded: "You've funded your account!",
    fundedDetail: 'It may take a few minutes for the assets to appear.',
    /** Not quoted by the spec: the payment's summary. */
    summary: 'Payment summary',
    paid: 'You pay',
    fees: 'Fees',
    receive: 'You receive',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue template: `{usd}` is filled by format(), after a dollar sign.
    usd: '${usd}',
    /** Spec §9: a dollar value under a cent. */
    tinyUsd: '<$0.01',
  },
  /** The card provider's payment, by its status. */
  card: {
    /** Not quoted by the spec: the status lines and texts while the provider's window is open, and while it processes. */
    opening: 'Opening {provider}...',
    pending: 'Waiting for {provider}',
    windowDetail: 'Finish your purchase in the {provider} window.',
    processing: 'Processing payment',
    processingDetail: 'Your payment is being processed. Your funds will arrive once it completes.',
    inProgressDetail: 'Go back to the provider to finish funding your account.',
  },
  /** The exchange's on-ramp, by its status. Not quoted by the spec: what to do in each. */
  exchange: {
    pendingInFlowDetail: 'Go back to {provider} to finish funding your account.',
    pendingAfterFlowDetail: 'Your purchase is being completed. Your funds will arrive in a few minutes.',
  },

  /** Spec §2 'Receive funds'; `receiveFundsTitle` and `receiveFundsSubtitle` replace the title and text. */
  receive: {
    /** Not quoted by the spec: the title's and text's defaults, the labels. */
    title: 'Receive funds',
    description: 'Send {symbol} to this address from another wallet or an exchange.',
    qrLabel: 'QR code of your wallet address',
    address: 'Wallet address',
    copyAddress: 'Copy wallet address',
    balance: 'Balance',
    checkingBalance: 'Checking balance',
    /** The balance reached the requested amount (it also turns green). */
    funded: 'Funded',
    notice: 'Make sure to send funds on {network}.',
  },

  /** Spec §2 'Success!' (the modal closes it after 4 s). */
  success: {
    title: 'Success!',
    /** Not quoted by the spec: what was funded, and a transfer the chain has not settled yet. */
    completed: '{amount} was added to your wallet.',
    submitted: '{amount} is on its way to your wallet. It may take a few minutes to arrive.',
    transaction: 'Transaction hash',
    copyTransaction: 'Copy transaction hash',
  },

  /** A failure that ends funding. Not quoted by the spec: the title and the button. */
  error: {
    title: 'Unable to add funds',
    close: 'Close',
  },
  /** Spec §8 'Funding', §5 'Coinbase onramp chains': the errors that name the chain. */
  errors: {
    chainNotConfigured: 'Funding chain {chainId} is not in PrivyProvider chains list',
    unsupportedOnrampChain: 'Unsupported chainId {chainId} for Coinbase Onramp',
  },
} as const;
