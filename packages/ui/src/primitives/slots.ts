'use client';
import { createContext, useContext } from 'react';
import { mergeClasses } from '../lib/merge.ts';

/**
 * Every part of the modal a host can style: the one list `appearance.elements` is typed from, and
 * the `data-slot` attribute each part carries (a selector for tests and stylesheets too). Names are
 * kebab-case: a primitive's root is its name (`text-field`) and its parts `<name>-<part>`
 * (`text-field-label`); a screen's own parts say what they are (`login-rows`, `email-form`).
 * `slots.node.test.ts` fails when an element sets a slot that is not here, sets `data-slot` by hand
 * instead of through `useSlot`, or when a slot here is used nowhere.
 */
export const slots = [
  // The primitives (`@foyer/ui/primitives`).
  'button',
  'chip',
  'code-input',
  'code-input-cell',
  'copy-button',
  'dialog-content',
  'dialog-root',
  'dialog-overlay',
  'error-message',
  'icon',
  'panel',
  'phone-country',
  'phone-input',
  'phone-input-control',
  'phone-input-error',
  'phone-input-hint',
  'phone-input-number',
  'popover-content',
  'qr-code',
  'screen',
  'screen-actions',
  'screen-body',
  'screen-footer',
  'screen-header',
  'screen-icon',
  'screen-message',
  'spinner',
  'text',
  'text-field',
  'text-field-control',
  'text-field-error',
  'text-field-input',
  'text-field-label',
  'text-link',
  'title',
  'wallet-address',
  // The modal's and the screens' own parts.
  /** The bar above every screen: Back and Close. */
  'modal-header',
  /** The landing screen's list of login methods (and the 'More options' list). */
  'login-rows',
  /** The landing screen's e-mail field and Submit. */
  'email-form',
  /** The phone field and Submit (on the landing screen and the SMS screen). */
  'phone-form',
  /** One wallet of the wallet list. */
  'wallet-row',
  /** The message to sign, in its scrolling box. */
  'sign-message',
  /** What else a signing screen shows (a transaction's or a hash's details), in its scrolling box. */
  'sign-details',
  /** 'Open Farcaster app' / 'Take me to Farcaster' on mobile. */
  'farcaster-link',
  /** Where the captcha provider renders its widget. */
  'captcha-widget',
] as const;
export type SlotName = (typeof slots)[number];

/** Extra class names per slot (`appearance.elements`); they win over Foyer's through tailwind-merge. */
export type AppearanceElements = { [Slot in SlotName]?: string };

/** The host's `appearance.elements`; the modal provides it around its dialog. */
export const ElementsContext = createContext<AppearanceElements | null>(null);

/**
 * A part's `data-slot` and class names, the host's `elements[slot]` merged last: a
 * conflicting utility of the host's replaces Foyer's (`rounded-none` drops `rounded-foyer-sm`).
 */
export function useSlot(slot: SlotName, className?: string): { 'data-slot': SlotName; className: string | undefined } {
  const extra = useContext(ElementsContext)?.[slot];
  return { 'data-slot': slot, className: extra ? mergeClasses(className, extra) : className };
}
