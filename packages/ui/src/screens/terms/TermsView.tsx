'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { useId } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { CheckIcon, ShieldIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { LegalText } from './LegalText.tsx';

/** The accept-terms flow's statuses (`acceptTermsStatuses`): asking, accepting, accepted, refused. */
export const termsViewStatuses = ['initial', 'accepting', 'done', 'error'] as const;
export type TermsViewStatus = (typeof termsViewStatuses)[number];

export interface TermsViewProps {
  status: TermsViewStatus;
  /** The app's terms and privacy pages (config): only http(s) URLs become links, else the words stay text. */
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
  /** Why accepting failed (`error` status). */
  error?: { code: FoyerErrorCode } | null | undefined;
  onAccept(): void;
  /** 'No thanks': the screen logs the user out. */
  onDecline(): void;
}

/** Spec §2 'Terms consent': 'One last step', the terms and privacy links, 'No thanks' and 'Accept'. */
export function TermsView({ status, termsUrl, privacyUrl, error, onAccept, onDecline }: TermsViewProps) {
  const m = useMessages();
  const copy = m.termsConsent;
  const detailId = useId();
  const done = status === 'done';
  const busy = status === 'accepting' || done;

  return (
    <Screen name="terms" status={status} className="items-center text-center">
      <ScreenIcon tone={done ? 'success' : 'neutral'} className="mt-4">
        {done ? <CheckIcon size={28} /> : <ShieldIcon size={28} />}
      </ScreenIcon>
      {/* On success the title takes focus, so screen readers read 'Success!' and the detail. */}
      <Title focused={done} describedBy={done ? detailId : undefined}>
        {done ? copy.successTitle : copy.title}
      </Title>
      <Text id={detailId}>
        {done ? (
          copy.successDetail
        ) : (
          <LegalText template={copy.text} labels={copy} termsUrl={termsUrl} privacyUrl={privacyUrl} />
        )}
      </Text>
      <div className="flex min-h-6 items-center justify-center text-sm" aria-live="polite">
        {status === 'error' ? <ErrorMessage>{errorMessage(error, m)}</ErrorMessage> : null}
      </div>
      <div className={cn('mt-auto flex w-full gap-3', done && 'invisible')}>
        <Button variant="secondary" className="flex-1" disabled={busy} onClick={onDecline}>
          {copy.decline}
        </Button>
        <Button className="flex-1" disabled={busy} aria-busy={status === 'accepting'} onClick={onAccept}>
          {status === 'accepting' ? <Spinner size="sm" /> : null}
          {copy.accept}
        </Button>
      </div>
    </Screen>
  );
}
