import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { PAIRING_URI } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { useQrMatrix } from '../../primitives/useQrMatrix.ts';
import { WalletConnectQrView } from './WalletConnectQrView.tsx';

describe('WalletConnectQrView', () => {
  it('useQrMatrix loads uqr and encodes the pairing URI at level Q', async () => {
    const { result } = renderHook(() => useQrMatrix(PAIRING_URI));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual(encode(PAIRING_URI, { ecc: 'Q', border: 0 }).data);
  });

  it('ready: a 280 px code for the fixed pairing URI, the URI as text, Open in app', async () => {
    const matrix = encode(PAIRING_URI, { ecc: 'Q', border: 0 }).data;
    const { container } = render(<WalletConnectQrView walletName="Rainbow" uri={PAIRING_URI} matrix={matrix} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'ready');
    expect(screen.getByRole('heading', { name: 'Scan code to connect to Rainbow' })).toBeInTheDocument();
    const code = screen.getByRole('img', { name: 'QR code to connect Rainbow' });
    expect(code.parentElement?.style.width).toBe('280px');
    expect(code.getAttribute('viewBox')).toBe(`0 0 ${matrix.length} ${matrix.length}`);
    expect((screen.getByRole('textbox', { name: 'Pairing URI' }) as HTMLInputElement).value).toBe(PAIRING_URI);
    expect(screen.getByRole('link', { name: 'Open in app' })).toHaveAttribute('href', PAIRING_URI);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loading: a spinner, and visible text saying what it waits for, until the encoder is there', async () => {
    const { container } = render(<WalletConnectQrView walletName="Rainbow" uri={PAIRING_URI} matrix={null} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('status', { name: 'Preparing QR code' })).toBeInTheDocument();
    expect(screen.getByText('Preparing QR code')).not.toHaveClass('sr-only');
    expect(await axeViolations(container)).toEqual([]);
  });
});
