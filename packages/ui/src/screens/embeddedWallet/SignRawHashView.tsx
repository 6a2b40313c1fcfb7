'use client';
import type { Hex } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { SigningDetails } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, signing, success (1.4 s), or an error with a retry. */
export const signRawHashViewStatuses = signingStatuses;
export type SignRawHashViewStatus = (typeof signRawHashViewStatuses)[number];

export interface SignRawHashViewProps extends SigningViewProps {
  /** The 32-byte hash, as `0x` hex. */
  hash: Hex;
}

/**
 * A raw hash to sign (`secp256k1_sign`): what it authorizes cannot be shown, so the screen warns so,
 * always (no `uiOptions.description` replaces the warning), and shows the hash.
 */
export function SignRawHashView({ hash, title, buttonText, ...props }: SignRawHashViewProps) {
  const copy = useMessages().signRawHash;
  return (
    <SigningLayout
      {...props}
      name="sign-raw-hash"
      icon={<AlertIcon size={28} />}
      iconTone="danger"
      heading={title || copy.title}
      description={copy.warning}
      button={buttonText || copy.button}
    >
      <SigningDetails label={copy.hash} rows={[{ label: copy.hash, value: hash, mono: true }]} />
    </SigningLayout>
  );
}
