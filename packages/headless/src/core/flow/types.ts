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

/** Passed to `onComplete` after the signed-in user replaced an account (e-mail or phone) with a new one. */
export interface UpdateComplete<Method extends string = string> {
  user: User;
  updateMethod: Method;
  updatedAccount: LinkedAccount | null;
}

/** Log a visitor in, add an account to the signed-in user, or replace one of theirs (spec §1). */
export type FlowIntent = 'login' | 'link' | 'update';

export type CompleteFor<Intent extends FlowIntent, Method extends string> = Intent extends 'link'
  ? LinkComplete<Method>
  : Intent extends 'update'
    ? UpdateComplete<Method>
    : LoginComplete<Method>;

/** Callbacks every login/link hook takes. */
export interface FlowCallbacks<Intent extends FlowIntent, Method extends string> {
  onComplete?: (result: CompleteFor<Intent, Method>) => void;
  onError?: (error: FoyerError) => void;
}
