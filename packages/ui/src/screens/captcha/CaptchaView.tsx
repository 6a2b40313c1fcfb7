'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon, ShieldIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useSlot } from '../../primitives/slots.ts';

/**
 * `checking`: the captcha runs; `success`: it passed (the next screen follows); `error`: it failed,
 * with Retry; `blocked`: it failed after the last retry: the adblocker/VPN hint, no Retry.
 */
export const captchaViewStatuses = ['checking', 'success', 'error', 'blocked'] as const;
export type CaptchaViewStatus = (typeof captchaViewStatuses)[number];

export interface CaptchaViewProps {
  status: CaptchaViewStatus;
  /** Why it failed (`error` and `blocked`): captcha_failure, captcha_timeout, … */
  error?: { code: FoyerErrorCode } | null;
  /** The element the captcha's widget renders into (it shows only when the service needs the visitor). */
  widgetRef?: ((element: HTMLDivElement | null) => void) | undefined;
  onRetry(): void;
}

/**
 * Spec §2 'Captcha screen': 'Checking that you are a human...', then 'Success!' with 'CAPTCHA passed
 * successfully.', or 'Something went wrong' with Retry; after 3 retries the adblocker/VPN hint.
 */
export function CaptchaView({ status, error, widgetRef, onRetry }: CaptchaViewProps) {
  const m = useMessages();
  const copy = m.captcha;
  const widget = useSlot('captcha-widget', 'flex justify-center empty:hidden');
  const failed = status === 'error' || status === 'blocked';
  const passed = status === 'success';

  return (
    <Screen name="captcha" status={status} className="items-center text-center">
      <ScreenIcon tone={failed ? 'danger' : passed ? 'success' : 'neutral'} className="mt-4">
        {failed ? <AlertIcon size={28} /> : passed ? <CheckIcon size={28} /> : <ShieldIcon size={28} />}
      </ScreenIcon>
      <div className="flex flex-col items-center gap-2" aria-live="polite">
        <Title focused={failed || passed}>
          {failed ? copy.errorTitle : passed ? copy.successTitle : copy.checking}
        </Title>
        {passed ? <Text>{copy.passed}</Text> : null}
        {failed ? <Text>{errorMessage(error, m)}</Text> : null}
        {status === 'blocked' ? <Text>{copy.blockedHint}</Text> : null}
      </div>
      {status === 'checking' ? <Spinner /> : null}
      <div ref={widgetRef} {...widget} />
      {status === 'error' ? (
        <div className="mt-auto w-full">
          <Button className="w-full" onClick={onRetry}>
            {copy.retry}
          </Button>
        </div>
      ) : null}
    </Screen>
  );
}
