'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatPlural } from '../../i18n/plural.ts';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { MessageBox } from './MessageBox.tsx';
import { readWalletRequest } from './readWalletRequest.ts';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, signing, success (1.4 s), or an error with a retry. */
export const signWalletRequestViewStatuses = signingStatuses;
export type SignWalletRequestViewStatus = (typeof signWalletRequestViewStatuses)[number];

export interface SignWalletRequestViewProps extends SigningViewProps {
  /** The wallet-API request signed as the user: `body` as indented JSON. Rendered as text. */
  request: { method: string; url: string; body: string };
  /** `uiOptions.description`; default: signing lets the app send the request in the user's name. */
  description?: string | undefined;
}

/**
 * A wallet-API request to sign as the user (`privy:user-signer:sign`): 'Authorize wallet request',
 * what it does in words when it is recognised ('Add signer …', 'Remove all signers'), else its method
 * and path, then its body in the message box.
 */
export function SignWalletRequestView({
  request,
  title,
  description,
  buttonText,
  ...props
}: SignWalletRequestViewProps) {
  const m = useMessages();
  const copy = m.signWalletRequest;
  const action = readWalletRequest(request);
  const summary =
    action.type === 'add-signers'
      ? formatPlural(m.locale, copy.addSigners, action.signers.length, { signers: action.signers.join(', ') })
      : action.type === 'remove-signers'
        ? copy.removeSigners
        : format(copy.request, { method: action.method, path: action.path });
  return (
    <SigningLayout
      {...props}
      name="sign-wallet-api-request"
      icon={<ShieldIcon size={28} />}
      heading={title || copy.title}
      description={description || copy.description}
      button={buttonText || copy.button}
    >
      <dl className="flex w-full flex-col gap-0.5 text-left text-sm">
        <dt className="text-xs text-muted-foreground">{copy.action}</dt>
        <dd className={action.type === 'request' ? 'font-mono text-xs break-all' : 'break-all'}>{summary}</dd>
      </dl>
      <MessageBox label={copy.body} className="font-mono text-xs whitespace-pre-wrap break-words">
        {request.body}
      </MessageBox>
    </SigningLayout>
  );
}
