/**
 * Type tests for the ui's hooks that `modal/openers.test-d.ts` leaves out (checked by the typecheck
 * stage, never run): the connect-wallet opener, the modal's status, the copy and the slots.
 */
import type { ConnectedExternalWallet, FoyerError } from '@foyer/headless';
import { expectTypeOf } from 'vitest';
import type { Messages } from './i18n/messages.en.ts';
import { useConnectWallet, useMessages, useModalStatus } from './index.ts';
import { type SlotName, useSlot } from './primitives/index.ts';

// An opener: it opens the modal and returns nothing; the outcome comes through its callbacks.
const { connectWallet } = useConnectWallet({
  onSuccess: (result) => expectTypeOf(result).toEqualTypeOf<{ wallet: ConnectedExternalWallet }>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(connectWallet).toEqualTypeOf<() => void>();

expectTypeOf(useModalStatus()).toEqualTypeOf<{ isOpen: boolean }>();
expectTypeOf(useMessages()).toEqualTypeOf<Messages>();

declare const slot: SlotName;
expectTypeOf(useSlot(slot, 'extra')).toEqualTypeOf<{ 'data-slot': SlotName; className: string | undefined }>();
