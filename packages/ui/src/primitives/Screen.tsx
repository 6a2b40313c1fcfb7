import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useSlot } from './slots.ts';

export interface ScreenProps {
  /** Which screen (kebab-case), for tests and host CSS. */
  name: string;
  /** The View's status (`data-status`). */
  status: string;
  /** The template it is the root of (`data-template`); the templates set it. */
  template?: string;
  /** The template's tone (`data-tone`). */
  tone?: string;
  /** A success or a final error: no Back (`data-terminal`). */
  terminal?: boolean;
  className?: string;
  children: ReactNode;
}

/** The root of every template: a padded column carrying `data-screen`, `data-status` and the template's marks. */
export function Screen({ name, status, template, tone, terminal, className, children }: ScreenProps) {
  return (
    <section
      data-screen={name}
      data-status={status}
      data-template={template}
      data-tone={tone}
      data-terminal={terminal || undefined}
      {...useSlot('screen', cn('flex min-h-0 flex-1 flex-col gap-4 px-6 pt-2 pb-6', className))}
    >
      {children}
    </section>
  );
}

/** Secondary text: instructions, captions. */
export function Text({ className, children, id }: { className?: string; id?: string; children: ReactNode }) {
  return (
    <p id={id} {...useSlot('text', cn('text-sm text-muted-foreground', className))}>
      {children}
    </p>
  );
}
