'use client';
import { ErrorCode, type FarcasterSignerState, useAppConfig, useFarcasterSigner } from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { farcasterPlatform } from '../farcaster/platform.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { FarcasterSignerView, type FarcasterSignerViewStatus } from './FarcasterSignerView.tsx';

function viewStatus(state: FarcasterSignerState): FarcasterSignerViewStatus {
  switch (state.status) {
    case 'initial':
    case 'initializing':
      return 'loading';
    case 'awaiting-approval':
      return 'pending';
    case 'done':
    case 'signing': // a signature runs only once the signer is approved
      return 'approved';
    case 'error':
      if (state.error.code === ErrorCode.FARCASTER_SIGNER_REVOKED) return 'revoked';
      return state.error.code === ErrorCode.CLIENT_REQUEST_TIMEOUT ? 'timeout' : 'error';
  }
}

/**
 * 'Add a signer to Farcaster' on `useFarcasterSigner`: asks for the signer when the screen opens,
 * shows its approval page (QR code, or a link on phones) while the status is polled; once approved
 * the success shows 1.4 s (the `farcaster-signer` hold) and the modal closes. An error stays on the
 * screen and is the intent's outcome if the user closes it; Retry starts the intent over (a new
 * request, the outcome cleared).
 */
export default function FarcasterSignerScreen() {
  const screen = useScreen('farcaster/signer');
  const View = useScreenView('farcaster/signer', FarcasterSignerView);
  const appName = useAppConfig()?.name ?? null;
  const { state, requestFarcasterSignerFromWarpcast } = useFarcasterSigner();
  const [platform] = useState(() => farcasterPlatform(navigator.userAgent, navigator.maxTouchPoints));

  const begin = useEffectEvent(
    () =>
      void requestFarcasterSignerFromWarpcast().then((settled) => {
        if (settled.status === 'done') screen.finish('farcaster-signer');
        if (settled.status === 'error') screen.fail(settled.error, { inPlace: true });
      }),
  );
  useEffect(() => {
    const timer = setTimeout(begin);
    return () => clearTimeout(timer);
  }, []);

  return (
    <View
      status={viewStatus(state)}
      platform={platform}
      appName={appName}
      approvalUrl={state.signerApprovalUrl}
      onRetry={screen.restart}
    />
  );
}
