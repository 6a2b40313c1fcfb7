'use client';
import { createContext, useContext } from 'react';
import { mergeClasses } from '../lib/merge.ts';

/**
 * Every `data-slot` the primitives render: the one list `appearance.elements` is typed from
 * (`slots.test.ts` fails when a primitive renders a slot that is not here). Screens' own slots
 * (`login-rows`, `email-form`, …) are selectors for tests and stylesheets, not `elements` keys.
 */
export const slots = [
  'button',
  'chip',
  'code-input',
  'code-input-cell',
  'copy-button',
  'dialog-content',
  'dialog-root',
  'dialog-overlay',
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
] as const;
export type SlotName = (typeof slots)[number];

/** Extra class names per slot (`appearance.elements`); they win over Foyer's through tailwind-merge. */
export type AppearanceElements = { [Slot in SlotName]?: string };

/** The host's `appearance.elements`; the modal provides it around its dialog. */
export const ElementsContext = createContext<AppearanceElements | null>(null);

/**
 * A primitive part's `data-slot` and class names, the host's `elements[slot]` merged last: a
 * conflicting utility of the host's replaces Foyer's (`rounded-none` drops `rounded-foyer-sm`).
 */
export function useSlot(slot: SlotName, className?: string): { 'data-slot': SlotName; className: string | undefined } {
  const extra = useContext(ElementsContext)?.[slot];
  return { 'data-slot': slot, className: extra ? mergeClasses(className, extra) : className };
}
