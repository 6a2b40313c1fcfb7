import { withTransferContext } from '../accounts/transferContext.ts';
import type { WireAuthResponse, WireUser } from '../api/wire.ts';
import { captchaTokenFor } from '../captcha/captchaToken.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import { afterLoginAtom } from '../store/atoms.ts';
import { completeAuth } from './completeAuth.ts';
import type { FlowIntent, FlowResult } from './types.ts';
import type { VerifyCalls, VerifyOptions } from './verify.ts';

/**
 * The verify stage, run by `verify` (`verify.ts`, which loads this chunk): the captcha when the
 * login call carries its token, the call the intent picks, the transfer context on a link refused
 * because another user holds the account, `completeAuth`, then the after-login steps.
 */
export async function verifyStage<Method extends string, Login extends WireAuthResponse, Linked extends WireUser>(
  core: FoyerCore,
  options: VerifyOptions,
  calls: VerifyCalls<Method, Login, Linked>,
): Promise<FlowResult<Method>> {
  const { intent, signal, spend = (call) => call } = options;
  if (intent === 'login') {
    if (!calls.login) throw unsupported(calls.method, intent);
    const token = options.captcha ? await captchaTokenFor(core, { signal }) : undefined;
    const response = await spend(calls.login(token));
    const result = completeAuth(core, { intent, response }, calls.method, calls.isAccount);
    calls.verified?.(result, response);
    const afterLogin = options.afterLogin ? core.store.get(afterLoginAtom) : null;
    return afterLogin && result.intent === 'login' ? afterLogin.run(result) : result;
  }
  const call = intent === 'link' ? calls.link : calls.update;
  if (!call) throw unsupported(calls.method, intent);
  const user = await spend(call()).catch((error: unknown) => {
    throw intent === 'link' && calls.transfer ? withTransferContext(error, calls.transfer(error)) : error;
  });
  const result = completeAuth(core, { intent, user }, calls.method, calls.isAccount);
  calls.verified?.(result, user);
  return result;
}

const unsupported = (method: string, intent: FlowIntent) =>
  new FoyerError('not_supported', `${method} has no ${intent} call`);
