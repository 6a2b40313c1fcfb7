'use client';
import type { TransactionScan } from '@foyer/headless';
import { useId } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { AlertIcon, CheckIcon } from '../../primitives/icons.tsx';
import { amountText } from './amountText.ts';

/**
 * The scan, above the details (spec §2 'Scan warnings', §4 'Transaction scanning'): the simulation's
 * failure, 'Warning: Suspicious transaction' with the scanner's reasons for a warning or a malicious
 * verdict, what the wallet sends and receives, and for a malicious verdict the checkbox 'I understand
 * and want to proceed anyways.' that Approve waits on.
 */
export function ScanSummary({
  scan,
  acknowledged,
  onAcknowledge,
}: {
  scan: TransactionScan;
  acknowledged: boolean;
  onAcknowledge(acknowledged: boolean): void;
}) {
  const copy = useMessages().sendTransaction;
  const checkbox = useId();
  const { verdict, warnings, changes, simulationError } = scan;
  return (
    <>
      {simulationError === null ? null : (
        <p className="w-full text-left text-sm text-destructive">
          {simulationError ? format(copy.simulationFailedWith, { reason: simulationError }) : copy.simulationFailed}
        </p>
      )}
      {verdict === 'benign' ? null : (
        <div className="flex w-full flex-col gap-1 rounded-foyer-sm border border-destructive p-3 text-left text-sm">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertIcon size={16} />
            {copy.warning}
          </p>
          {warnings.length > 0 ? (
            <ul className="list-disc pl-5">
              {warnings.map((warning) => (
                <li key={warning.code}>{warning.description}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {changes.length > 0 ? (
        <section aria-label={copy.changes} className="w-full text-left text-sm">
          <ul className="flex list-none flex-col gap-0.5">
            {changes.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the changes are fixed for the request's life.
              <li key={index} className={change.direction === 'in' ? 'text-success' : undefined}>
                {format(change.direction === 'in' ? copy.changeIn : copy.changeOut, {
                  amount: amountText(copy, change.amount),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {verdict === 'malicious' ? (
        <label htmlFor={checkbox} className="flex w-full cursor-pointer items-start gap-2 text-left text-sm">
          {/* The kit's reset takes the native look away: the box and its tick are drawn here. */}
          <span className="relative mt-0.5 flex size-4 shrink-0">
            <input
              id={checkbox}
              type="checkbox"
              className="peer size-4 cursor-pointer rounded-sm border border-input checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              checked={acknowledged}
              onChange={(event) => onAcknowledge(event.target.checked)}
            />
            <span className="pointer-events-none absolute inset-0 hidden items-center justify-center text-primary-foreground peer-checked:flex">
              <CheckIcon size={12} />
            </span>
          </span>
          {copy.acknowledge}
        </label>
      ) : null}
    </>
  );
}
