import type { LandingRow } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';
import type { UnavailableMethod } from '../method/unavailable.screen.ts';

/** A wallet's name from the catalogue, or its id as given. */
export function walletName(m: Messages, id: string): string {
  return Object.hasOwn(m.landing.walletNames, id)
    ? m.landing.walletNames[id as keyof Messages['landing']['walletNames']]
    : id;
}

/** The text of a button row (not the e-mail and phone inputs). */
export function rowLabel(m: Messages, row: Exclude<LandingRow, { kind: 'email' | 'sms' }>): string {
  switch (row.kind) {
    case 'social':
      return m.landing.methods[row.method];
    case 'wallet':
      return walletName(m, row.walletId);
    case 'wallets':
      return m.landing.wallets[row.label];
    case 'cross-app':
      return format(m.landing.crossApp, { app: row.appId });
    case 'overflow':
      return m.landing.overflow[row.label];
  }
}

/** How the placeholder screen names the method. */
export function unavailableMethodName(m: Messages, { method, id }: UnavailableMethod): string {
  switch (method) {
    case 'cross-app':
      return id ?? m.methodUnavailable.crossApp;
    case 'wallet':
      return id ? walletName(m, id) : m.methodUnavailable.wallet;
    case 'sms':
    case 'passkey':
      return m.methodUnavailable[method];
    default:
      return m.landing.methods[method];
  }
}
