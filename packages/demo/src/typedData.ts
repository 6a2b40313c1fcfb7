import type { TypedData } from '@foyer/headless';

/** The EIP-712 message both demo pages sign. */
export const demoTypedData = {
  domain: { name: 'Foyer demo', version: '1', chainId: 1 },
  types: {
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'app', type: 'string' },
    ],
  },
  primaryType: 'Greeting' as const,
  message: { text: 'Hello', app: 'Foyer demo' },
} satisfies TypedData;

/** The raw hash the demo signs: keccak256 of 'Foyer demo'. */
export const DEMO_RAW_HASH = '0x6d280089c059ef49ecff824a1c01b3a27ed856845f380b7633ecbad3b79ba143';
/** The contract the demo's EIP-7702 authorization names (any address: nothing is deployed there). */
export const DEMO_7702_CONTRACT = '0x63c0c19a282a1b52b07dd5a65b58948a07dae32b';
