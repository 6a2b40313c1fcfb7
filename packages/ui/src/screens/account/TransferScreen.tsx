'use client';
import {
  type AccountTransferSnapshot,
  type LinkedAccount,
  type TransferAccount,
  useAccountTransfer,
} from '@foyer/headless';
import { useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { TransferView, type TransferViewStatus } from './TransferView.tsx';

/** The user's account that the transfer moved (to report as the linked account). */
function isTransferred(account: LinkedAccount, moved: TransferAccount): boolean {
  switch (moved.type) {
    case 'email':
      return account.type === 'email' && account.address === moved.address;
    case 'phone':
      return account.type === 'phone' && account.phoneNumber === moved.phoneNumber;
    case 'wallet':
      return account.type === 'wallet' && account.address.toLowerCase() === moved.address.toLowerCase();
    case 'farcaster':
      return account.type === 'farcaster' && account.fid === moved.fid;
    case 'telegram':
      return account.type === 'telegram' && account.telegramUserId === moved.telegramUserId;
    case 'oauth':
      return account.type === `${moved.provider}_oauth` && 'subject' in account && account.subject === moved.subject;
    default:
      return false;
  }
}

function viewStatus(state: AccountTransferSnapshot, checkingAssets: boolean): TransferViewStatus {
  if (state.status === 'done') return 'success';
  if (state.status === 'transferring' || state.status === 'error') return state.status;
  return checkingAssets ? 'check-assets' : 'confirm';
}

/**
 * 'Account transfer' (spec §2): owns the transfer. 'Transfer and delete account' moves the account
 * to the signed-in user, shows 'Success!' and the modal closes 1 s later with the link's result;
 * 'No thanks' closes the modal.
 */
export default function TransferScreen() {
  const screen = useScreen('account/transfer');
  const View = useScreenView('account/transfer', TransferView);
  const data = screen.params;
  const [checkingAssets, setCheckingAssets] = useState(false);
  const { state, transfer } = useAccountTransfer();

  const onTransfer = () =>
    void transfer(data).then((settled) => {
      if (settled.status !== 'done') return;
      const { user, account } = settled.result;
      screen.finish('account-transfer', {
        intent: 'link',
        user,
        linkMethod: data.linkMethod,
        linkedAccount: user.linkedAccounts.find((linked) => isTransferred(linked, account)) ?? null,
      });
    });

  return (
    <View
      status={viewStatus(state, checkingAssets)}
      data={data}
      checkingAssets={checkingAssets}
      error={state.error}
      onContinue={() => setCheckingAssets(true)}
      onTransfer={onTransfer}
      onDecline={() => screen.close()}
    />
  );
}
