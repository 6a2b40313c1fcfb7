'use client';
import { cn } from '../../lib/cn.ts';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { useSlot } from '../../primitives/slots.ts';

export interface NoticeProps {
  /** `data-screen` of the View. */
  screen: string;
  /** `data-status` of the View. */
  status: string;
  title: string;
  detail?: string | null | undefined;
  action: string;
  /**
   * The button links out instead (opened in a new tab, without an opener). Must already be a vetted
   * http(s) URL (`lib/safeUrl.ts`).
   */
  href?: string | null | undefined;
  /** The button, when it does not link out. */
  onAction(): void;
}

/**
 * The layout the error screen and the policy screens share: an alert icon, a title, an optional
 * detail and one button (or a link styled as one). Texts are rendered as text, never as markup.
 */
export function Notice({ screen, status, title, detail, action, href, onAction }: NoticeProps) {
  const link = useSlot('button', cn(buttonClasses(), 'mt-auto w-full'));
  return (
    <Screen name={screen} status={status} className="items-center text-center">
      <ScreenIcon tone="danger" className="mt-4">
        <AlertIcon size={28} />
      </ScreenIcon>
      <Title>{title}</Title>
      {detail ? <Text>{detail}</Text> : null}
      {href ? (
        <a {...link} href={href} target="_blank" rel="noopener noreferrer">
          {action}
        </a>
      ) : (
        <Button className="mt-auto w-full" onClick={onAction}>
          {action}
        </Button>
      )}
    </Screen>
  );
}
