import { useState } from 'react';
import type { TypedLine } from '../../../../common/quote-money';
import { KitButton } from '../kit';
import { fieldClass, leadFieldId } from '../leads/lead-field-form';

const BLANK: TypedLine = { description: '', quantity: '', unitPrice: '', taxRate: '' };
const label = 'text-sm font-semibold text-fg';

/** The refusal's message where it belongs: the field it names. */
export type FieldError = (name: string) => string | undefined;

/**
 * The quote's lines: one fieldset per line (description, quantity, unit price, tax), stacked on
 * a phone and side by side when wide; a blank line to fill, and Add a line for more. Blank lines
 * are skipped by the server.
 */
export function QuoteLines({
  lines,
  currency,
  errorAt,
}: {
  lines: readonly TypedLine[];
  currency: string;
  errorAt: FieldError;
}) {
  const [count, setCount] = useState(lines.length + 1);
  const rows = Array.from({ length: count }, (_, index) => lines[index] ?? BLANK);
  const cell = (
    index: number,
    part: keyof TypedLine,
    text: string,
    value: string,
    wide = false,
  ) => {
    const name = `lines.${index}.${part}`;
    const id = leadFieldId(name);
    const error = errorAt(name);
    return (
      <div className={`flex flex-col gap-1 ${wide ? 'sm:col-span-3' : 'sm:col-span-1'}`}>
        <label htmlFor={id} className={label}>
          {text}
        </label>
        <input
          id={id}
          name={name}
          defaultValue={value}
          inputMode={part === 'description' ? undefined : 'decimal'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {rows.map((line, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the form.
          key={index}
          className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr]"
        >
          <legend className="px-1 text-sm font-semibold text-fg-muted">Line {index + 1}</legend>
          {cell(index, 'description', 'Work', line.description, true)}
          {cell(index, 'quantity', 'Quantity', line.quantity)}
          {cell(index, 'unitPrice', `Unit price (${currency})`, line.unitPrice)}
          {cell(index, 'taxRate', 'Tax %', line.taxRate)}
        </fieldset>
      ))}
      <KitButton className="self-start" onClick={() => setCount((n) => n + 1)}>
        Add a line
      </KitButton>
    </div>
  );
}
