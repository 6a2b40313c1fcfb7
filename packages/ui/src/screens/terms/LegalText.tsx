'use client';
import { Fragment, type ReactNode } from 'react';
import { formatToParts } from '../../i18n/format.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { TextLink } from '../../primitives/TextLink.tsx';

export interface LegalTextProps {
  /** A template with `{terms}` and `{privacy}` (the landing footer's, the terms screen's). */
  template: string;
  labels: { terms: string; privacy: string };
  /** Config values: only http(s) ones become links; the others leave their label as text. */
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
}

/** A sentence about the app's terms and privacy policy, each named as a link to its URL. */
export function LegalText({ template, labels, termsUrl, privacyUrl }: LegalTextProps) {
  const link = (url: string | null | undefined, label: string): ReactNode => {
    const href = safeHttpUrl(url);
    return href ? <TextLink href={href}>{label}</TextLink> : label;
  };
  const parts = formatToParts(template, {
    terms: link(termsUrl, labels.terms),
    privacy: link(privacyUrl, labels.privacy),
  });
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed template; their order never changes.
    <Fragment key={index}>{part}</Fragment>
  ));
}
