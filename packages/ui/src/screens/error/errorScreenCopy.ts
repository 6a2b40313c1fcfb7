import { ErrorCode, type FoyerError } from '@foyer/headless';
import type { Messages } from '../../i18n/messages.en.ts';
import type { ErrorViewStatus } from './ErrorView.tsx';

/** The parts of an error the error screen reads (an `ApiError` adds `status` and `serverMessage`). */
export type ScreenError = Pick<FoyerError, 'code' | 'kind'> & { status?: number; serverMessage?: string | undefined };

/** Spec §8 error screen mapping, for the errors this slice can raise. */
export function errorScreenStatus(error: ScreenError): ErrorViewStatus {
  if (error.code === ErrorCode.TOO_MANY_REQUESTS) return 'too-many-requests';
  if (error.code === ErrorCode.DISALLOWED_LOGIN_METHOD) return 'not-allowed';
  if (error.kind === 'api' && (error.status === 400 || error.status === 422) && error.serverMessage?.trim()) {
    return 'server-message';
  }
  return 'unknown';
}

export interface ErrorScreenCopy {
  title: string;
  detail: string;
  action: string;
}

/** Title, detail and button label. A 400/422's detail is the server's message, rendered as text. */
export function errorScreenCopy(error: ScreenError, m: Messages): ErrorScreenCopy {
  switch (errorScreenStatus(error)) {
    case 'too-many-requests':
      return m.errorScreen.tooManyRequests;
    case 'not-allowed':
      return m.errorScreen.notAllowed;
    case 'server-message':
      return { ...m.errorScreen.serverMessage, detail: error.serverMessage?.trim() ?? '' };
    case 'unknown':
      return m.errorScreen.unknown;
  }
}
