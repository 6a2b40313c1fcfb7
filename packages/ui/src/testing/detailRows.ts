import { screen } from '@testing-library/react';

/** The signing screens' 'Transaction details' box, row by row: [label, value], in order (labels may repeat). */
export function detailRowList(): [string | null, string | null | undefined][] {
  return [...screen.getByRole('region', { name: 'Transaction details' }).querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
}

/** The same rows as label → value. */
export const detailRows = () => Object.fromEntries(detailRowList());
