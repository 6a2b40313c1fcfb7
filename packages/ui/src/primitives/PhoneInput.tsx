'use client';
import type { PhoneCountry } from '@foyer/headless';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { format } from '../i18n/format.ts';
import { useMessages } from '../i18n/MessagesContext.tsx';
import { cn } from '../lib/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from './Popover.tsx';
import { useSlot } from './slots.ts';

export interface PhoneInputProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** ISO 3166-1 alpha-2 of the selected country. */
  country: string;
  onCountryChange(country: string): void;
  /** Countries and their calling codes; empty while the phone formatter loads (the picker waits). */
  countries: readonly PhoneCountry[];
  placeholder?: string;
  /** Inline message under the field; marks the input invalid. */
  error?: string | null;
  /** A hint under the field (when there is no error). */
  hint?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Enter in the number field. */
  onEnter?(): void;
  /** Content at the end of the field, inside its border (a chip, a submit button). */
  end?: ReactNode;
}

/** Country names in the page's language (`Intl.DisplayNames`), the code itself where unknown. */
function useCountryName(locale: string): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

const matches = (query: string, country: PhoneCountry, name: string): boolean => {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return true;
  return (
    country.countryCode.toLowerCase().startsWith(q) ||
    name.toLowerCase().includes(q) ||
    country.callingCode.startsWith(q)
  );
};

/** What a phone number may be typed with: digits, spaces, `+`, `(`, `)`, `-`, `.` and `/`. */
const phoneCharacters = (text: string) => text.replace(/[^\d\s+().\-/]/g, '');

/**
 * A phone number field (spec §2 'Phone input'): a country picker ('US +1', searchable, on a popover)
 * and a tel input. The picker is a combobox: type to filter, arrows to move, Enter to choose.
 */
export function PhoneInput({
  label,
  value,
  onValueChange,
  country,
  onCountryChange,
  countries,
  placeholder,
  error,
  hint,
  disabled = false,
  autoFocus = false,
  onEnter,
  end,
}: PhoneInputProps) {
  const m = useMessages();
  const id = useId();
  const countryName = useCountryName(m.locale);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = countries.find((entry) => entry.countryCode === country);
  const short = selected ? `${selected.countryCode} +${selected.callingCode}` : country;
  const shown = countries.filter((entry) => matches(query, entry, countryName(entry.countryCode)));
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (code: string) => `${id}-country-${code}`;
  const messageId = `${id}-message`;
  const message = error || hint;

  const choose = (code: string) => {
    onCountryChange(code);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActive(
      Math.max(
        0,
        countries.findIndex((entry) => entry.countryCode === country),
      ),
    );
  };
  const onListKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive(next);
      const entry = shown[next];
      if (entry) document.getElementById(optionId(entry.countryCode))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = shown[activeIndex];
      if (entry) choose(entry.countryCode);
    }
  };

  return (
    <div {...useSlot('phone-input', 'flex flex-col gap-1.5')}>
      <div
        {...useSlot(
          'phone-input-control',
          cn(
            'flex h-12 items-center gap-1 rounded-foyer-sm border border-input bg-background pr-1.5 pl-1.5',
            'data-[invalid]:border-destructive',
            'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-1 has-[input:focus-visible]:outline-ring',
          ),
        )}
        data-invalid={error ? '' : undefined}
      >
        <Popover open={open} onOpenChange={onOpenChange}>
          <PopoverTrigger
            {...useSlot(
              'phone-country',
              cn(
                'inline-flex h-9 shrink-0 items-center gap-1 rounded-foyer-sm px-2 text-sm font-medium',
                'hover:enabled:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:text-muted-foreground',
              ),
            )}
            disabled={disabled || countries.length === 0}
            aria-label={format(m.phone.countryButtonLabel, { short, country: countryName(country) })}
          >
            <span>{short}</span>
            <svg aria-hidden="true" width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor">
              <path d="m6 9 6 6 6-6" strokeWidth={2} />
            </svg>
          </PopoverTrigger>
          <PopoverContent label={m.phone.countryListLabel}>
            <input
              type="text"
              role="combobox"
              aria-label={m.phone.countrySearch}
              aria-expanded="true"
              aria-controls={`${id}-countries`}
              aria-autocomplete="list"
              aria-activedescendant={shown[activeIndex] ? optionId(shown[activeIndex].countryCode) : undefined}
              placeholder={m.phone.countrySearch}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActive(0);
              }}
              onKeyDown={onListKey}
              className="h-10 shrink-0 border-b border-border bg-transparent px-3 text-sm outline-none"
            />
            <div
              id={`${id}-countries`}
              role="listbox"
              aria-label={m.phone.countryListLabel}
              className="overflow-y-auto py-1"
            >
              {shown.map((entry, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input above handles the keys (aria-activedescendant).
                <div
                  key={entry.countryCode}
                  tabIndex={-1}
                  id={optionId(entry.countryCode)}
                  role="option"
                  aria-selected={entry.countryCode === country}
                  data-active={index === activeIndex ? '' : undefined}
                  onClick={() => choose(entry.countryCode)}
                  onPointerMove={() => setActive(index)}
                  className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm data-[active]:bg-muted"
                >
                  <span className="w-8 font-medium">{entry.countryCode}</span>
                  <span className="min-w-0 flex-1 truncate">{countryName(entry.countryCode)}</span>
                  <span className="text-muted-foreground">{`+${entry.callingCode}`}</span>
                </div>
              ))}
              {shown.length === 0 ? (
                <p className="px-3 py-1.5 text-sm text-muted-foreground">{m.phone.noCountries}</p>
              ) : null}
            </div>
          </PopoverContent>
        </Popover>
        <label htmlFor={`${id}-number`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-number`}
          {...useSlot('phone-input-number', 'h-full min-w-0 flex-1 bg-transparent text-base outline-none')}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          // biome-ignore lint/a11y/noAutofocus: the screen exists to take this number (the landing row opens on it).
          autoFocus={autoFocus}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          // Letters never enter (typed or pasted): a number is digits and the signs people write it with.
          onChange={(event) => onValueChange(phoneCharacters(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter?.();
            }
          }}
        />
        {end}
      </div>
      <p
        id={messageId}
        {...useSlot(
          error ? 'phone-input-error' : 'phone-input-hint',
          cn('min-h-5 text-sm', error ? 'text-destructive' : 'text-muted-foreground'),
        )}
        aria-live="polite"
      >
        {message}
      </p>
    </div>
  );
}
