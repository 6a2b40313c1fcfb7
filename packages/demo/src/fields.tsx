/** The send panels' fields: a recipient (trimmed as typed, no spell check) and a decimal amount. */
export function RecipientField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}) {
  return (
    <label>
      To
      <input
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        placeholder={placeholder}
        spellCheck={false}
      />
    </label>
  );
}

export function AmountField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <label>
      Amount
      <input value={value} onChange={(event) => onChange(event.target.value)} inputMode="decimal" />
    </label>
  );
}
