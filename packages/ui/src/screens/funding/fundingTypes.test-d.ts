/**
 * The Views' funding shapes are @foyer/headless's (checked by the typecheck stage, never run): when
 * headless changes one, this fails until `fundingTypes.ts` follows. And each View takes its state as
 * it is (`<View {...state} onX={…} />`): the state's fields are the View's props but the callbacks.
 */
import type { FoyerError } from '@foyer/headless';
import { expectTypeOf } from 'vitest';
import type { RelayStatus as HeadlessRelayStatus } from '../../../../headless/src/wallets/funding/services.ts';
import type * as headless from '../../../../headless/src/wallets/funding/types.ts';
import type { CardPaymentViewProps } from './CardPaymentView.tsx';
import type { ExchangePaymentViewProps } from './ExchangePaymentView.tsx';
import type { FundingAmountViewProps } from './FundingAmountView.tsx';
import type { FundingBridgeFailedViewProps } from './FundingBridgeFailedView.tsx';
import type { FundingBridgeViewProps } from './FundingBridgeView.tsx';
import type { FundingBridgingViewProps } from './FundingBridgingView.tsx';
import type { FundingConfirmViewProps } from './FundingConfirmView.tsx';
import type { FundingErrorViewProps } from './FundingErrorView.tsx';
import type { FundingMethodViewProps } from './FundingMethodView.tsx';
import type { FundingSuccessViewProps } from './FundingSuccessView.tsx';
import type { FundingWalletsViewProps } from './FundingWalletsView.tsx';
import type * as local from './fundingTypes.ts';
import type { ReceiveFundsViewProps } from './ReceiveFundsView.tsx';

expectTypeOf<local.FundingMethod>().toEqualTypeOf<headless.FundingMethod>();
expectTypeOf<local.CardProvider>().toEqualTypeOf<headless.CardProvider>();
expectTypeOf<local.FundingTarget>().toEqualTypeOf<headless.FundingTarget>();
expectTypeOf<local.FundingOptions>().toEqualTypeOf<headless.FundingOptions>();
expectTypeOf<local.CardPaymentSummary>().toEqualTypeOf<headless.CardPaymentSummary>();
expectTypeOf<local.BridgeSource>().toEqualTypeOf<headless.BridgeSource>();
expectTypeOf<local.FundWalletResult>().toEqualTypeOf<headless.FundWalletResult>();
expectTypeOf<local.RelayStatus>().toEqualTypeOf<HeadlessRelayStatus>();
expectTypeOf<FoyerError>().toExtend<local.FundingError>();

type State<S extends headless.FundWalletStatus> = Extract<headless.FundWalletState, { status: S }>;
/** A View's props that its state gives: all but the callbacks (and the clipboard's writer). */
type Fields<Props> = Omit<
  Props,
  { [K in keyof Props]-?: K extends `on${string}` | 'writeText' ? K : never }[keyof Props]
>;

expectTypeOf<State<'choosing-method'>>().toExtend<Omit<Fields<FundingMethodViewProps>, 'walletName'>>();
expectTypeOf<State<'editing-amount'>>().toExtend<Fields<FundingAmountViewProps>>();
expectTypeOf<State<'choosing-wallet'>>().toExtend<Fields<FundingWalletsViewProps>>();
expectTypeOf<State<'confirming-transfer'>>().toExtend<Fields<FundingConfirmViewProps>>();
expectTypeOf<State<'choosing-bridge'>>().toExtend<Fields<FundingBridgeViewProps>>();
expectTypeOf<State<'bridging'>>().toExtend<Fields<FundingBridgingViewProps>>();
expectTypeOf<State<'bridge-failed'>>().toExtend<Fields<FundingBridgeFailedViewProps>>();
expectTypeOf<State<'card-payment'>>().toExtend<Fields<CardPaymentViewProps>>();
expectTypeOf<State<'exchange-payment'>>().toExtend<Fields<ExchangePaymentViewProps>>();
expectTypeOf<State<'receiving'>>().toExtend<Fields<ReceiveFundsViewProps>>();
expectTypeOf<State<'success'>>().toExtend<Fields<FundingSuccessViewProps>>();
expectTypeOf<State<'error'>>().toExtend<Fields<FundingErrorViewProps>>();

/** A View that shows a state's field as its status takes every value of it. */
expectTypeOf<State<'card-payment'>['payment']>().toEqualTypeOf<CardPaymentViewProps['payment']>();
expectTypeOf<State<'exchange-payment'>['payment']>().toEqualTypeOf<ExchangePaymentViewProps['payment']>();
expectTypeOf<State<'bridging'>['bridgeStatus']>().toEqualTypeOf<FundingBridgingViewProps['bridgeStatus']>();
