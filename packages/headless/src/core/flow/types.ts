import type { FoyerError } from '../errors/FoyerError.ts';
import type { LinkedAccount, User } from '../user.ts';

/** Passed to `onComplete` after a login (API.md callbacks). */
export interface LoginComplete<Method extends string = string> {
  user: User;
  isNewUser: boolean;
  wasAlreadyAuthenticated: boolean;
  loginMethod: Method;
  loginAccount: LinkedAccount | null;
}

/** Passed to `onComplete` after linking an account to the signed-in user. */
export interface LinkComplete<Method extends string = string> {
  user: User;
  linkMethod: Method;
  linkedAccount: LinkedAccount | null;
}

export type FlowIntent = 'login' | 'link';

export type CompleteFor<Intent extends FlowIntent, Method extends string> = Intent extends 'link'
  ? LinkComplete<Method>
  : LoginComplete<Method>;

/** Callbacks every login/link hook takes. */
export interface FlowCallbacks<Intent extends FlowIntent, Method extends string> {
  onComplete?: (result: CompleteFor<Intent, Method>) => void;
  onError?: (error: FoyerError) => void;
}
