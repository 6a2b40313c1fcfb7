'use client';
import { TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export type ReviewScreenProps = TemplateProps;

/**
 * A screen that asks for a decision on something shown: a signature, a transfer, terms. Badge,
 * title and text; the summary; the status line (always reserved, so an error does not move the
 * buttons); confirm over cancel at the bottom. `success` once confirmed, `error` with the retry.
 */
export function ReviewScreen({ message = null, ...props }: ReviewScreenProps) {
  return <TemplateFrame {...props} message={message} template="review" bodyClassName="gap-3" />;
}
