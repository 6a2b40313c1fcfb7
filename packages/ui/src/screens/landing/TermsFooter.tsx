'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { LegalText } from '../terms/LegalText.tsx';

/** Spec §2 terms footer: 'By logging in I agree to the Terms & Privacy Policy', at the screen's foot. */
export function TermsFooter({
  termsUrl,
  privacyUrl,
}: {
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
}) {
  const m = useMessages();
  return (
    <Text className="text-center text-xs">
      <LegalText template={m.terms.text} labels={m.terms} termsUrl={termsUrl} privacyUrl={privacyUrl} />
    </Text>
  );
}
