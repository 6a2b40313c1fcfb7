'use client';
import { type ComponentType, createContext, useContext } from 'react';
import type { ScreenId, ScreenViewProps } from './registry.ts';

/**
 * Replacements for screens' Views, by screen id (`<FoyerModal screens>`). A replacement receives
 * the same props as the View it replaces (state and commands; copy through `useMessages()`), so the
 * flow, its validation and the after-login steps stay the modal's.
 */
export type ScreenComponents = { [Id in ScreenId]?: ComponentType<ScreenViewProps[Id]> };

/** The current screen's id and the host's replacement of its View, if any; the modal provides it. */
export const ScreenViewContext = createContext<{ id: ScreenId; view: ComponentType<never> | undefined } | null>(null);

/**
 * The View a screen renders: the host's replacement when the current screen is one of `ids` and the
 * host gave one, else `builtIn`. A screen component shared by several ids (the phone form) names them all.
 */
export function useScreenView<Id extends ScreenId>(
  ids: Id | readonly Id[],
  builtIn: ComponentType<ScreenViewProps[Id]>,
): ComponentType<ScreenViewProps[Id]> {
  const current = useContext(ScreenViewContext);
  const matches = current !== null && (typeof ids === 'string' ? ids === current.id : ids.includes(current.id as Id));
  return matches && current.view ? (current.view as ComponentType<ScreenViewProps[Id]>) : builtIn;
}
