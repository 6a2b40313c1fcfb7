import { ErrorCode, type FoyerErrorCode, OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '@foyer/headless';
import { errorCause } from '../../i18n/errorCause.ts';
import type { Messages } from '../../i18n/messages.en.ts';

type TelegramErrorKey = keyof Messages['telegram']['errors'];

/** Spec §8 'Telegram': which copy each code gets, and whether Retry is offered. */
const byCode: Partial<Record<FoyerErrorCode, TelegramErrorKey>> = {
  [ErrorCode.LINKED_TO_ANOTHER_USER]: 'linkedToAnotherUser',
  [ErrorCode.DISALLOWED_LOGIN_METHOD]: 'notAllowed',
  [ErrorCode.INVALID_DATA]: 'retryable',
  [ErrorCode.CANNOT_LINK_MORE_OF_TYPE]: 'retryable',
  [ErrorCode.INVALID_CREDENTIALS]: 'retryable',
  [ErrorCode.CAPTCHA_FAILURE]: 'retryable',
  [ErrorCode.TOO_MANY_REQUESTS]: 'tooManyRequests',
};

/** The failure copy of the Telegram screen: its own for the spec's codes, else the code's short copy. */
export function telegramErrorCopy(
  error: { code: FoyerErrorCode },
  m: Messages,
): { message: string; retryable: boolean } {
  const { code } = error;
  if (code === ErrorCode.TOO_MANY_REQUESTS && errorCause(error) === OAUTH_PROVIDER_RATE_LIMIT_CAUSE) {
    return { message: m.telegram.errors.providerRateLimit, retryable: false };
  }
  const key = byCode[code];
  if (key) return { message: m.telegram.errors[key], retryable: key === 'retryable' };
  return { message: m.errors[code], retryable: false };
}
