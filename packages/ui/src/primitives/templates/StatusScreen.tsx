'use client';
import { type ScreenTone, TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export interface StatusScreenProps extends TemplateProps {
  tone: ScreenTone;
}

/**
 * A screen that reports: waiting on someone (`pending`), done (`success`), failed (`error`, with
 * Retry when `retryable`), or a notice (`info`). The badge, title and text, any content centred
 * under them: in the middle of the screen without buttons, at its top with the buttons at the bottom.
 */
export function StatusScreen(props: StatusScreenProps) {
  return (
    <TemplateFrame
      {...props}
      template="status"
      className="min-h-72 justify-center"
      bodyClassName="items-center gap-3"
    />
  );
}
