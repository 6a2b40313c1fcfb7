'use client';
import { useMemo, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { shortAddress, truncate } from '../../lib/truncate.ts';
import { buttonClasses } from '../../primitives/Button.tsx';
import { CopyButton } from '../../primitives/CopyButton.tsx';
import { MessageBox } from './MessageBox.tsx';
import { readTypedData, type TypedField } from './readTypedData.ts';

const HEADING = 'mb-1 text-xs font-semibold text-foreground';

/** Values longer than this are folded to their start, with 'Show all'. */
const FOLD_AT = 80;

function Folded({ value, mono }: { value: string; mono: boolean }) {
  const copy = useMessages().signMessage.typedData;
  const [open, setOpen] = useState(false);
  const long = value.length > FOLD_AT;
  return (
    <span className={mono ? 'font-mono text-xs break-all' : 'tabular-nums break-words whitespace-pre-wrap'}>
      {long && !open ? truncate(value, FOLD_AT / 2) : value}
      {long ? (
        <button
          type="button"
          className={`${buttonClasses('link')} ml-2 text-xs`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? copy.showLess : copy.showAll}
        </button>
      ) : null}
    </span>
  );
}

function Value({ field }: { field: TypedField }) {
  const m = useMessages();
  switch (field.kind) {
    case 'struct':
      return <Fields fields={field.fields} nested />;
    case 'array':
      return <Fields fields={field.items} nested />;
    case 'address':
      return (
        <span className="inline-flex items-center gap-1">
          <span className="font-mono text-xs" title={field.value}>
            {shortAddress(field.value)}
          </span>
          <CopyButton
            value={field.value}
            label={m.copy.copy}
            copiedLabel={m.copy.copied}
            ariaLabel={format(m.signMessage.typedData.copyAddress, { name: field.name })}
            iconOnly
            className="h-6 px-1"
          />
        </span>
      );
    case 'number':
      return <Folded value={new Intl.NumberFormat(m.locale).format(BigInt(field.value))} mono={false} />;
    case 'text':
      return <Folded value={field.value} mono={field.type.startsWith('bytes') || /^0x[0-9a-f]*$/i.test(field.value)} />;
  }
}

function Fields({ fields, nested = false }: { fields: TypedField[]; nested?: boolean }) {
  return (
    <dl className={nested ? 'mt-1 flex flex-col gap-1.5 border-l-2 border-border pl-3' : 'flex flex-col gap-1.5'}>
      {fields.map((field) => {
        const group = field.kind === 'struct' || field.kind === 'array';
        const name = /^\d+$/.test(field.name) ? `[${field.name}]` : field.name;
        return (
          // A group (a struct, an array) under its name and type; a value on its name's line.
          <div
            key={field.name}
            className={group ? 'flex min-w-0 flex-col' : 'flex min-w-0 items-baseline justify-between gap-3'}
          >
            <dt className="shrink-0 text-xs text-muted-foreground">
              {group && field.type ? `${name} · ${field.type}` : name}
            </dt>
            <dd className={group ? 'min-w-0 text-sm' : 'min-w-0 text-right text-sm'}>
              <Value field={field} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * EIP-712 typed data as people read it: the domain and the message, in labelled and nested fields
 * (addresses shortened with a copy button, numbers formatted, long values folded), with the raw
 * JSON one tap away. JSON that is not typed data shows raw.
 */
export function TypedDataTree({ json }: { json: string }) {
  const copy = useMessages().signMessage.typedData;
  const data = useMemo(() => readTypedData(json), [json]);
  const [raw, setRaw] = useState(false);
  return (
    <div className="flex w-full flex-col items-end gap-1">
      {data ? (
        <button type="button" className={buttonClasses('link')} onClick={() => setRaw(!raw)}>
          {raw ? copy.showFields : copy.showRaw}
        </button>
      ) : null}
      {raw || !data ? (
        <MessageBox className="font-mono text-xs break-all whitespace-pre-wrap">{json}</MessageBox>
      ) : (
        <MessageBox className="flex flex-col gap-3">
          {data.domain.length > 0 ? (
            <div>
              <h3 className={HEADING}>{copy.domain}</h3>
              <Fields fields={data.domain} />
            </div>
          ) : null}
          <div>
            <h3 className={HEADING}>{format(copy.message, { type: data.primaryType })}</h3>
            <Fields fields={data.message} />
          </div>
        </MessageBox>
      )}
    </div>
  );
}
