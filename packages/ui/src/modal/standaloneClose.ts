'use client';
import { createContext } from 'react';

/**
 * Set by the standalone presentation (`<FoyerModal presentation="standalone">`): what the header's
 * close button does there, with no dialog to close. Null inside the dialog.
 */
export const StandaloneClose = createContext<(() => void) | null>(null);
