'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { buttonClasses } from '../../primitives/Button.tsx';
import { QrImage } from '../../primitives/QrCode.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { QrScreen } from '../../primitives/templates/QrScreen.tsx';

/** `loading`: the QR encoder (`uqr`, loaded on demand) is not ready; `ready`: the code shows. */
export const walletConnectQrViewStatuses = ['loading', 'ready'] as const;
export type WalletConnectQrViewStatus = (typeof walletConnectQrViewStatuses)[number];

/** Spec §9: WalletConnect's QR code is 280 px. */
export const WALLETCONNECT_QR_SIZE = 280;

export interface WalletConnectQrViewProps {
  /** The wallet (or 'WalletConnect') the code connects to. */
  walletName: string;
  /** The WalletConnect pairing URI (`wc:…`) the code carries. */
  uri: string;
  /** The code's modules (`useQrMatrix(uri)`); null while the encoder loads. */
  matrix: boolean[][] | null;
}

/** Spec §2 'Scan code to connect to X': the pairing URI as a 280 px QR code, and as text to copy. */
export function WalletConnectQrView({ walletName, uri, matrix }: WalletConnectQrViewProps) {
  const m = useMessages().externalWallets;
  return (
    <QrScreen
      name="walletconnect-qr"
      status={matrix ? 'ready' : 'loading'}
      focusTitle
      title={format(m.scanToConnect, { wallet: walletName })}
      actions={
        <a href={uri} className={buttonClasses('secondary')}>
          {m.openInApp}
        </a>
      }
    >
      <div
        className="flex items-center justify-center rounded-foyer-sm bg-white p-2"
        style={{ width: WALLETCONNECT_QR_SIZE, height: WALLETCONNECT_QR_SIZE }}
      >
        {matrix ? (
          <QrImage
            matrix={matrix}
            label={format(m.qrLabel, { wallet: walletName })}
            size={WALLETCONNECT_QR_SIZE - 16}
            className="text-black"
          />
        ) : (
          <span className="flex flex-col items-center gap-3 text-sm text-black">
            <Spinner label={m.qrLoading} />
            <span aria-hidden="true">{m.qrLoading}</span>
          </span>
        )}
      </div>
      <TextField label={m.pairingUri} showLabel readOnly value={uri} className="w-full text-left" />
    </QrScreen>
  );
}
