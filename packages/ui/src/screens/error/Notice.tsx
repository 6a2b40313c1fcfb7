'use client';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

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
 * The error screen and the policy screens: a final error (no Back), a title, an optional detail and
 * one button (or a link styled as one) that decides where to go. Texts are rendered as text, never as markup.
 */
export function Notice({ screen, status, title, detail, action, href, onAction }: NoticeProps) {
  const link = useSlot('button', buttonClasses());
  return (
    <StatusScreen
      name={screen}
      status={status}
      tone="error"
      title={title}
      description={detail}
      focusTitle={false}
      actions={
        href ? (
          <a {...link} href={href} target="_blank" rel="noopener noreferrer">
            {action}
          </a>
        ) : (
          <Button onClick={onAction}>{action}</Button>
        )
      }
    />
  );
}
