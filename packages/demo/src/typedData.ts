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
