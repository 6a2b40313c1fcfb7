'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

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
    <StatusScreen
      name="captcha"
      status={status}
      tone={failed ? 'error' : passed ? 'success' : 'pending'}
      retryable={status === 'error'}
      icon={<ShieldIcon />}
      title={failed ? copy.errorTitle : passed ? copy.successTitle : copy.checking}
      description={passed ? copy.passed : failed ? errorMessage(error, m) : undefined}
      actions={status === 'error' ? <Button onClick={onRetry}>{copy.retry}</Button> : undefined}
    >
      {status === 'blocked' ? <Text>{copy.blockedHint}</Text> : null}
      <div ref={widgetRef} {...widget} />
    </StatusScreen>
  );
}
