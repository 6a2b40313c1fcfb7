'use client';
import { type ScreenTone, TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export interface StatusScreenProps extends TemplateProps {
  tone: ScreenTone;
}

/**
 * A screen that reports: waiting on someone (`pending`), done (`success`), failed (`error`, with
 * Retry when `retryable`), or a notice (`info`). The badge, title and text at the top, any content
 * centred under them, the buttons at the bottom. Its height stays the same from one tone to the
 * next, so nothing moves when a wait ends.
 */
export function StatusScreen(props: StatusScreenProps) {
  return <TemplateFrame {...props} template="status" className="min-h-72" bodyClassName="items-center gap-3" />;
}
