'use client';
import { TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export type FormScreenProps = TemplateProps;

/**
 * A screen where someone types: an address, a number, a code. The title (and the app's logo or a
 * badge) on top, the fields the full width under it, the status line, then the footer. `success`
 * once what was typed is accepted.
 */
export function FormScreen(props: FormScreenProps) {
  return <TemplateFrame {...props} template="form" bodyClassName="gap-3" />;
}
