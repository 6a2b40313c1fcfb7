'use client';
import { TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export type QrScreenProps = TemplateProps;

/**
 * A screen another device finishes: a code to scan (`children`: the QR code, then its link to
 * copy or open), with the title and the instruction above it. `pending` while the code is made or
 * once it was scanned, `error` when the other side failed.
 */
export function QrScreen(props: QrScreenProps) {
  return <TemplateFrame {...props} template="qr" bodyClassName="items-center gap-3" />;
}
