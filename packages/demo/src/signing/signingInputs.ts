import { keccak256, parseEther, parseGwei, stringToHex } from 'viem';
import { mainnet } from 'viem/chains';

/** What every path signs (the e2e test verifies each signature against them). */
export const signingInputs = {
  message: 'Hello from every signing path',
  hash: keccak256(stringToHex('Foyer raw hash')),
  transaction: {
    chainId: mainnet.id,
    to: '0x000000000000000000000000000000000000dEaD',
    value: parseEther('0.01'),
    nonce: 0,
    gas: 21_000n,
    maxFeePerGas: parseGwei('20'),
    maxPriorityFeePerGas: parseGwei('1'),
    type: 'eip1559',
  },
  solanaMessage: 'Hello from Solana, every path',
  /** The destination of the Solana transfer (32 bytes), and its lamports. */
  solanaDestination: new Uint8Array(32).fill(7),
  lamports: 1_000_000n,
} as const;
