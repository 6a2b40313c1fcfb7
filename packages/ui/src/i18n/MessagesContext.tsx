'use client';
import { createContext, useContext } from 'react';
import { type Messages, messages } from './messages.en.ts';

const MessagesContext = createContext<Messages>(messages);

/** Supplies the merged catalogue to the modal's screens (FoyerModal renders it). */
export const MessagesProvider = MessagesContext.Provider;

/** The catalogue in effect: English, merged with the overrides given to `<FoyerModal messages>`. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
