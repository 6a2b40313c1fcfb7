import { CopyButton } from '../../primitives/CopyButton.tsx';
import { QrCode } from '../../primitives/QrCode.tsx';

/** Spec §9: a Farcaster QR code is 275 px. */
const FARCASTER_QR_PX = 275;

export interface FarcasterQrProps {
  /** The address the Farcaster app opens (login's connect URI, the signer's approval URL). */
  link: string;
  qrLabel: string;
  copyLabel: string;
  copiedLabel: string;
  writeText?: ((text: string) => Promise<void>) | undefined;
}

/** A Farcaster link on desktop: its QR code for the phone, and a button that copies it. */
export function FarcasterQr({ link, qrLabel, copyLabel, copiedLabel, writeText }: FarcasterQrProps) {
  return (
    <>
      <QrCode
        value={link}
        label={qrLabel}
        size={FARCASTER_QR_PX}
        border={2}
        className="rounded-md bg-white text-black"
      />
      <CopyButton value={link} label={copyLabel} copiedLabel={copiedLabel} {...(writeText ? { writeText } : {})} />
    </>
  );
}
