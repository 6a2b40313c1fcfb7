'use client';
import { fundWalletExit, useAppConfig, useFundWallet } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CardPaymentView } from './CardPaymentView.tsx';
import { ExchangePaymentView } from './ExchangePaymentView.tsx';
import { FundingAmountView } from './FundingAmountView.tsx';
import { FundingBridgeFailedView } from './FundingBridgeFailedView.tsx';
import { FundingBridgeView } from './FundingBridgeView.tsx';
import { FundingBridgingView } from './FundingBridgingView.tsx';
import { FundingConfirmView } from './FundingConfirmView.tsx';
import { FundingErrorView } from './FundingErrorView.tsx';
import { FundingMethodView } from './FundingMethodView.tsx';
import { FundingSuccessView } from './FundingSuccessView.tsx';
import { FundingWalletsView } from './FundingWalletsView.tsx';
import { recordFundingExit } from './fundingExit.ts';
import { ReceiveFundsView } from './ReceiveFundsView.tsx';

/**
 * Spec §2 'Funding' on `useFundWallet`: the chooser, then the chosen method's screens. The header's
 * Back returns to the chooser from any method (what runs stops); 'Success!' closes the modal after
 * 4 s, or returns to the send that asked for funds. Where the user was is recorded for `onUserExited`.
 */
export default function FundWalletScreen(): React.JSX.Element | null {
  const screen = useScreen('wallet/fund');
  const MethodView = useScreenView('wallet/fund', FundingMethodView);
  const appName = useAppConfig()?.name ?? '';
  const funding = useFundWallet();
  const { state } = funding;
  const { params } = screen;

  const start = useEffectEvent(() => void funding.fundWallet(params.address, params.config));
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts again only for another wallet or config.
  useEffect(() => start(), [params.address, params.config]);

  const exit = fundWalletExit(state);
  useEffect(() => {
    if (exit) recordFundingExit(params, exit);
  }, [params, exit]);

  const onDone = useEffectEvent(() => {
    if (state.status !== 'done') return;
    if (params.fromSend) screen.back();
    else screen.finish('funding');
  });
  useEffect(() => {
    if (state.status === 'done') onDone();
  }, [state.status]);

  // In a method's steps the header's Back returns to the chooser (even when funding is the first screen).
  const inMethod = !['idle', 'choosing-method', 'error', 'done'].includes(state.status);
  const back = useEffectEvent(() => {
    funding.back();
    return true;
  });
  const { interceptBack, lockClose } = screen;
  useEffect(() => {
    interceptBack(inMethod ? back : null);
    return () => interceptBack(null);
  }, [interceptBack, inMethod]);
  const busy =
    (state.status === 'confirming-transfer' && state.submitting) ||
    (state.status === 'choosing-bridge' && state.submitting);
  useEffect(() => lockClose(busy), [lockClose, busy]);

  switch (state.status) {
    case 'idle':
      return null;
    case 'choosing-method':
      return (
        <MethodView
          walletName={appName}
          options={state.options}
          error={state.error}
          onSelect={(method) => funding.chooseMethod(method)}
          onAlternateProvider={() => funding.chooseMethod('card', state.options.card[1])}
        />
      );
    case 'editing-amount':
      return (
        <FundingAmountView
          target={state.target}
          amountValid={state.amountValid}
          onAmountChange={funding.setAmount}
          onContinue={() => void funding.continue()}
        />
      );
    case 'card-payment':
      return (
        <CardPaymentView
          target={state.target}
          provider={state.provider}
          payment={state.payment}
          summary={state.summary}
          onContinue={() => void funding.continue()}
        />
      );
    case 'exchange-payment':
      return (
        <ExchangePaymentView
          provider={state.provider}
          payment={state.payment}
          onContinue={() => void funding.continue()}
        />
      );
    case 'choosing-wallet':
      return <FundingWalletsView target={state.target} wallets={state.wallets} onSelect={funding.chooseWallet} />;
    case 'confirming-transfer':
      return (
        <FundingConfirmView
          target={state.target}
          from={state.from}
          total={state.total}
          fee={state.fee}
          submitting={state.submitting}
          onConfirm={() => void funding.confirm()}
        />
      );
    case 'choosing-bridge':
      return (
        <FundingBridgeView
          target={state.target}
          from={state.from}
          sources={state.sources}
          selected={state.selected}
          quoting={state.quoting}
          submitting={state.submitting}
          onSelectSource={funding.chooseSource}
          onConfirm={() => void funding.confirm()}
        />
      );
    case 'bridging':
      return (
        <FundingBridgingView
          target={state.target}
          bridgeStatus={state.bridgeStatus}
          originTransaction={state.originTransaction}
        />
      );
    case 'bridge-failed':
      return (
        <FundingBridgeFailedView
          refundStatusUrl={state.refundStatusUrl}
          refunded={state.refunded}
          onRetry={funding.retry}
        />
      );
    case 'receiving':
      return (
        <ReceiveFundsView
          target={state.target}
          qrValue={state.qrValue}
          balance={state.balance}
          canContinue={state.canContinue}
          funded={state.funded}
          onContinue={() => void funding.continue()}
        />
      );
    case 'done':
      return <FundingSuccessView target={state.target} result={state.result} />;
    case 'error':
      return <FundingErrorView error={state.error} onClose={screen.close} />;
  }
}
