'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
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
  const done = status === 'done';
  const busy = status === 'accepting';

  return (
    <ReviewScreen
      name="terms"
      status={status}
      tone={done ? 'success' : 'info'}
      icon={done ? undefined : <ShieldIcon />}
      title={done ? copy.successTitle : copy.title}
      description={
        done ? (
          copy.successDetail
        ) : (
          <LegalText template={copy.text} labels={copy} termsUrl={termsUrl} privacyUrl={privacyUrl} />
        )
      }
      message={status === 'error' ? <ErrorMessage>{errorMessage(error, m)}</ErrorMessage> : null}
      actions={
        done ? undefined : (
          <>
            <Button disabled={busy} aria-busy={busy} onClick={onAccept}>
              {busy ? <Spinner size="sm" /> : null}
              {copy.accept}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onDecline}>
              {copy.decline}
            </Button>
          </>
        )
      }
    />
  );
}
