import type { AccountTransferData } from '@foyer/headless';
import { ErrorCode, FoyerError } from '@foyer/headless';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { TransferView, type TransferViewProps } from './TransferView.tsx';

const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
const base = { nonce: 'n', displayName: null, embeddedWalletAddress: null } as const;
const email: AccountTransferData = {
  ...base,
  account: { type: 'email', address: 'ada@example.com' },
  accountType: 'email',
  linkMethod: 'email',
};
const withWallet: AccountTransferData = { ...email, embeddedWalletAddress: wallet };

function renderView(props: Partial<TransferViewProps> = {}) {
  const handlers = { onContinue: vi.fn(), onTransfer: vi.fn(), onDecline: vi.fn() };
  const view = render(<TransferView status="confirm" data={email} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

describe('TransferView', () => {
  it.each<[string, AccountTransferData, string, string]>([
    ['an e-mail address', email, 'Email address is associated with another account', 'ada@example.com'],
    [
      'a phone number',
      { ...base, account: { type: 'phone', phoneNumber: '+15555550100' }, accountType: 'phone', linkMethod: 'sms' },
      'Phone number is associated with another account',
      '+15555550100',
    ],
    [
      'a wallet',
      { ...base, account: { type: 'wallet', address: '0xab' }, accountType: 'wallet', linkMethod: 'siwe' },
      'Wallet address is associated with another account',
      '0xab',
    ],
    [
      'a Google account, by its display name',
      {
        ...base,
        displayName: 'ada@gmail.com',
        account: { type: 'oauth', provider: 'google', subject: 'g' },
        accountType: 'oauth',
        linkMethod: 'google',
      },
      'Google profile is associated with another account',
      'ada@gmail.com',
    ],
    [
      'a Farcaster account',
      { ...base, account: { type: 'farcaster', fid: 3 }, accountType: 'farcaster', linkMethod: 'farcaster' },
      'Farcaster profile is associated with another account',
      '3',
    ],
  ])('confirm, %s: the question and both answers', async (_label, data, title, handle) => {
    const { container, onTransfer, onDecline } = renderView({ data });
    expect(container.querySelector('[data-screen="account-transfer"]')).toHaveAttribute('data-status', 'confirm');
    expect(
      screen.getByRole('heading', {
        name: title,
        description: `Do you want to transfer ${handle} to this account instead? This will delete your other account.`,
      }),
    ).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer and delete account' }));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onTransfer).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('confirm, the other account has an embedded wallet: Continue leads to the assets check', async () => {
    const { container, onContinue } = renderView({ data: withWallet });
    expect(screen.queryByRole('button', { name: 'Transfer and delete account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('check-assets: the wallet address to copy and its block explorer page', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { container, onTransfer } = renderView({ status: 'check-assets', data: withWallet, writeText });
    expect(screen.getByRole('heading', { name: 'Check account assets before transferring' })).toHaveFocus();
    expect(screen.getByText('0x5290…9EE7')).toHaveAttribute('title', wallet);
    expect(screen.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${wallet}`,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(wallet);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer and delete account' }));
    expect(onTransfer).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('transferring: both buttons wait', async () => {
    const { container } = renderView({ status: 'transferring' });
    expect(screen.getByRole('button', { name: 'Transferring...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('transferring and error keep the assets check when it was the step', () => {
    renderView({
      status: 'error',
      data: withWallet,
      checkingAssets: true,
      error: new FoyerError(ErrorCode.INVALID_DATA, 'x'),
    });
    expect(screen.getByRole('heading', { name: 'Check account assets before transferring' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer and delete account' })).toBeEnabled();
  });

  it('error: the copy for its code, and the transfer may be tried again', async () => {
    const { container } = renderView({ status: 'error', error: new FoyerError(ErrorCode.INVALID_DATA, 'dev text') });
    expect(container.querySelector('[data-slot="error-message"]')?.textContent).toBe(
      'Something went wrong. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Transfer and delete account' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("success: 'Success!'", async () => {
    const { container } = renderView({ status: 'success' });
    expect(screen.getByRole('heading', { name: 'Success!' })).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
