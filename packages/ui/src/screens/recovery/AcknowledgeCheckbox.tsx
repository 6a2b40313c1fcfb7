import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../../primitives/icons.tsx';

/** A checkbox and its sentence, drawn by the kit (its CSS reset takes the native look away). */
export function AcknowledgeCheckbox({
  checked,
  disabled = false,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex w-full cursor-pointer items-start gap-2 text-left text-sm">
      <span className="relative mt-0.5 flex size-4 shrink-0">
        <input
          id={id}
          type="checkbox"
          className="peer size-4 cursor-pointer rounded-sm border border-input checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="pointer-events-none absolute inset-0 hidden items-center justify-center text-primary-foreground peer-checked:flex">
          <CheckIcon size={12} />
        </span>
      </span>
      {children}
    </label>
  );
}
