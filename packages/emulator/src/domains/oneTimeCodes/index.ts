import { defineDomain } from '../../kernel/domain.ts';
import { type CodeAccount, type CodeChannel, registerCodeRoutes } from './routes.ts';
import { codeSlice, codeState, forgetCodesOf } from './slice.ts';

/**
 * One-time codes, whatever carries them: the core that the e-mail and SMS domains are made of. A
 * channel says what differs (its routes and body schemas, its account, its checks); the domain it
 * makes keeps the live codes and their rate limits (`limits.ts`) in a slice named after the channel,
 * delivers codes to the outbox, and logs in, links, updates, unlinks and transfers through
 * `core.identity`.
 */
export function defineCodeDomain<const Name extends string, A extends CodeAccount>(channel: CodeChannel<Name, A>) {
  const store = defineCodeStore(channel.name);
  return defineDomain({ ...store, register: (registry) => registerCodeRoutes(registry, store, channel) });
}

/**
 * Live codes and their rate limits in a slice named `name`, without routes: for a domain that sends
 * and checks codes itself (`sendCode`, `verifyCode`), as MFA by SMS does.
 */
export function defineCodeStore<const Name extends string>(name: Name) {
  const slice = codeSlice(name);
  return defineDomain({
    ...slice,
    state: codeState,
    forgetApp: (core, appId) => forgetCodesOf(core.slice(slice), appId),
  });
}

export { sendCode, verifyCode } from './codes.ts';
export {
  CODE_MAX_ATTEMPTS,
  CODE_SEND_WINDOW_MS,
  CODE_SENDS_PER_ADDRESS,
  CODE_SENDS_PER_CLIENT,
  CODE_TTL_MS,
  FAILED_CHECK_WINDOW_MS,
  FAILED_CHECKS_PER_ADDRESS,
} from './limits.ts';
export { type CodeChannel, codeRoute } from './routes.ts';
