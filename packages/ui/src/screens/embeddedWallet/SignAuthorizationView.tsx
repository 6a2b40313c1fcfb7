'use client';
import type { WalletUiRequest } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { SigningDetails } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, signing, success (1.4 s), or an error with a retry. */
export const signAuthorizationViewStatuses = signingStatuses;
export type SignAuthorizationViewStatus = (typeof signAuthorizationViewStatuses)[number];

export interface SignAuthorizationViewProps extends SigningViewProps {
  /** The contract, the chain (0: every chain) and the nonce, as headless read them. */
  authorization: WalletUiRequest<'authorization'>['authorization'];
}

/**
 * An EIP-7702 authorization to sign (`eth_sign7702Authorization`): the wallet would run the
 * contract's code, which then controls all its funds. The screen warns so, always (no
 * `uiOptions.description` replaces the warning), and shows the contract, the network and the nonce.
 */
export function SignAuthorizationView({ authorization, title, buttonText, ...props }: SignAuthorizationViewProps) {
  const copy = useMessages().signAuthorization;
  const { contract, chainId, chainName, nonce } = authorization;
  const network = chainId === 0 ? copy.allNetworks : (chainName ?? format(copy.unknownNetwork, { id: chainId }));
  return (
    <SigningLayout
      {...props}
      name="sign-authorization"
      icon={<AlertIcon size={28} />}
      iconTone="danger"
      heading={title || copy.title}
      description={copy.warning}
      button={buttonText || copy.button}
    >
      <SigningDetails
        label={copy.details}
        rows={[
          { label: copy.contract, value: contract, mono: true },
          { label: copy.network, value: network },
          { label: copy.nonce, value: String(nonce) },
        ]}
      />
    </SigningLayout>
  );
}
