'use client';
import type { FundingTarget } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';

/** `editing-amount`: the amount to add, Continue once it is above 0. */
export const fundingAmountViewStatuses = ['editing-amount'] as const;

export interface FundingAmountViewProps {
  /** What is funded: the amount shown in the field, its asset and network. */
  target: FundingTarget;
  /** The amount is above 0 (spec §5): Continue is enabled. */
  amountValid: boolean;
  /** Each change of the field, already cut to digits and one dot. */
  onAmountChange(amount: string): void;
  onContinue(): void;
}

/** Spec §5 'Funding amount': what may be typed, digits and at most one dot (the first); anything else is dropped. */
function amountCharacters(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('')}`;
}

/**
 * Spec §2 'Confirm or edit amount': the amount in a field that takes digits and one dot, the asset's
 * symbol in it, the network under the title; Continue only for an amount above 0.
 */
export function FundingAmountView({ target, amountValid, onAmountChange, onContinue }: FundingAmountViewProps) {
  const m = useMessages();
  const copy = m.funding.amount;
  return (
    <FormScreen
      name="funding-amount"
      status="editing-amount"
      title={copy.title}
      description={format(copy.description, { symbol: target.asset.symbol, network: target.networkName })}
      actions={
        <Button disabled={!amountValid} onClick={onContinue}>
          {m.funding.continue}
        </Button>
      }
    >
      <form
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          if (amountValid) onContinue();
        }}
      >
        <TextField
          label={copy.label}
          showLabel
          inputMode="decimal"
          autoComplete="off"
          value={target.amount}
          onChange={(event) => onAmountChange(amountCharacters(event.currentTarget.value))}
          end={<Chip>{target.asset.symbol}</Chip>}
        />
      </form>
    </FormScreen>
  );
}
