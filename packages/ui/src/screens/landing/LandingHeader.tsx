'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeImageUrl } from '../../lib/safeUrl.ts';
import { Title } from '../../primitives/Dialog.tsx';
import { Text } from '../../primitives/Screen.tsx';

export interface LandingHeaderProps {
  header: string;
  appName?: string | null | undefined;
  /** Config value: only http(s) or data:image URLs are shown. */
  logoUrl?: string | null | undefined;
  /** Rendered as text. */
  loginMessage?: string | null | undefined;
  /** The overflow list is open: the title alone. */
  titleOnly: boolean;
}

/** The landing screen's head: the app's logo, the title, and the app's login message. */
export function LandingHeader({ header, appName, logoUrl, loginMessage, titleOnly }: LandingHeaderProps) {
  const m = useMessages();
  const logo = safeImageUrl(logoUrl);
  return (
    <header className="flex flex-col items-center gap-3 pt-2 text-center">
      {logo && !titleOnly ? (
        <img
          src={logo}
          alt={format(m.landing.logoAlt, { app: appName ?? '' })}
          className="max-h-logo max-w-logo object-contain"
        />
      ) : null}
      <Title>{header}</Title>
      {loginMessage && !titleOnly ? <Text>{loginMessage}</Text> : null}
    </header>
  );
}
