'use client';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Title } from '../Dialog.tsx';
import { Screen, Text } from '../Screen.tsx';
import { useSlot } from '../slots.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useReportTerminal } from './screenFrame.ts';

/**
 * What a screen is showing: `info` (a question, a form, a list), `pending` (waiting on someone),
 * `success`, `error`. The badge draws it; `success` and a final `error` make the screen terminal.
 */
export type ScreenTone = 'info' | 'pending' | 'success' | 'error';

/** The templates, as their roots name themselves (`data-template`). */
export const screenTemplates = ['form', 'list', 'status', 'review', 'qr'] as const;
export type ScreenTemplate = (typeof screenTemplates)[number];

/** The slots every template takes; the template decides where each goes and how it looks. */
export interface TemplateProps {
  /** Which screen (kebab-case): `data-screen`. */
  name: string;
  /** The View's status: `data-status`. */
  status: string;
  /** Default `info`. */
  tone?: ScreenTone;
  /**
   * An `error` the screen offers to retry (not terminal: Back stays). Any other `error`, and every
   * `success`, is terminal: the modal's header offers no Back.
   */
  retryable?: boolean;
  /** The subject in the badge: a glyph (`<MailIcon />`), a provider's mark, a wallet's icon. Decorative. */
  icon?: ReactNode;
  /** The app's own logo above the title (the landing screen), unframed. */
  logo?: ReactNode;
  /** The heading (one per screen). */
  title: string;
  /** Keep the title for screen readers only. */
  titleHidden?: boolean;
  /** Move focus to the title when it shows. Default: on `success` and `error`. */
  focusTitle?: boolean;
  /** What the spinner announces while `pending`; default the title. */
  busyLabel?: string;
  /** The text under the title; read with the title when it takes focus. */
  description?: ReactNode;
  /** The screen's own content: the form, the list, the summary, the code. */
  children?: ReactNode;
  /** The one-line status under the content (an inline error, 'Signing...'), announced politely. */
  message?: ReactNode;
  /** The buttons, stacked at the bottom, primary first, each the full width. */
  actions?: ReactNode;
  /** Small print under everything (terms, 'Didn't get a code?'). */
  footer?: ReactNode;
}

interface FrameProps extends TemplateProps {
  template: ScreenTemplate;
  /** The template's own layout of its content. */
  bodyClassName: string;
  className?: string;
}

/** Whether a screen in this tone is an end: a success, or an error it does not offer to retry. */
const isTerminal = (tone: ScreenTone, retryable: boolean): boolean =>
  tone === 'success' || (tone === 'error' && !retryable);

/** The frame the templates share: badge, title and text, content, status line, actions, footer. */
export function TemplateFrame({
  template,
  bodyClassName,
  className,
  name,
  status,
  tone = 'info',
  retryable = false,
  icon,
  logo,
  title,
  titleHidden = false,
  focusTitle = tone === 'success' || tone === 'error',
  busyLabel,
  description,
  children,
  message,
  actions,
  footer,
}: FrameProps) {
  const terminal = isTerminal(tone, retryable);
  useReportTerminal(terminal);
  const descriptionId = useId();
  const header = useSlot('screen-header', 'flex w-full flex-col items-center gap-2 pt-2 text-center');
  const body = useSlot('screen-body', cn('flex w-full flex-col', bodyClassName));
  // shrink-0: min-h-6 replaces the automatic minimum height, so a long line would shrink under the buttons.
  const line = useSlot(
    'screen-message',
    'flex min-h-6 w-full shrink-0 items-center justify-center gap-2 text-center text-sm',
  );
  const buttons = useSlot('screen-actions', 'mt-auto flex w-full flex-col gap-3 [&>*]:w-full');
  const small = useSlot(
    'screen-footer',
    cn('flex w-full flex-wrap items-center justify-center gap-x-2 text-center text-sm', !actions && 'mt-auto'),
  );
  return (
    <Screen
      name={name}
      status={status}
      template={template}
      tone={tone}
      terminal={terminal}
      className={cn('items-center', className)}
    >
      <header {...header}>
        {logo}
        <StatusBadge tone={tone} icon={icon} busyLabel={busyLabel ?? title} />
        <Title
          visuallyHidden={titleHidden}
          focused={focusTitle}
          describedBy={focusTitle && description ? descriptionId : undefined}
        >
          {title}
        </Title>
        {description ? <Text id={descriptionId}>{description}</Text> : null}
      </header>
      {children ? <div {...body}>{children}</div> : null}
      {message === undefined ? null : (
        <div {...line} aria-live="polite">
          {message}
        </div>
      )}
      {actions ? <div {...buttons}>{actions}</div> : null}
      {footer ? <div {...small}>{footer}</div> : null}
    </Screen>
  );
}
