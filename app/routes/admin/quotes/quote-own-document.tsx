import {
  MAX_QUOTE_DOCUMENT_BYTES,
  QUOTE_DOCUMENT_ACCEPT,
  QUOTE_DOCUMENT_FIELD,
} from '../../../forms/quote-document';
import { fileSize } from '../../../forms/quote-files';
import { fieldClass, leadFieldId } from '../leads/lead-field-form';
import type { FieldError } from './quote-lines';

const label = 'text-sm font-semibold text-fg';
const link = 'text-link underline underline-offset-4';

/**
 * The second kind of quote (decision 059): one amount, tax included, and the office's own quote
 * document as a PDF. The PDF goes up with the form (multipart, with or without script); a
 * version that has one keeps it unless another is chosen. Neither field is `required` in the
 * browser: the form also carries line items, and the server says what is missing.
 */
export function QuoteOwnDocument({
  amount,
  currency,
  document,
  errorAt,
}: {
  amount: string;
  currency: string;
  document?: { fileId: number; name: string };
  errorAt: FieldError;
}) {
  const amountId = leadFieldId('amount');
  const fileId = leadFieldId(QUOTE_DOCUMENT_FIELD);
  const amountError = errorAt('amount');
  const fileError = errorAt(QUOTE_DOCUMENT_FIELD);
  return (
    <div className="flex flex-col gap-4 rounded-md border border-border p-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={amountId} className={label}>
          Amount ({currency}, tax included)
        </label>
        <input
          id={amountId}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${amountId}-error` : `${amountId}-hint`}
          className={`${fieldClass} sm:max-w-xs`}
        />
        <p id={`${amountId}-hint`} className="text-xs text-fg-muted">
          The sum the customer accepts, such as 12500.00; it becomes the lead’s value when won.
        </p>
        {amountError && (
          <p id={`${amountId}-error`} className="text-sm font-medium text-accent-text">
            {amountError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className={label}>
          {document ? 'Replace our PDF' : 'Our quote as a PDF'}
        </label>
        {document && (
          <p className="text-sm text-fg">
            Kept with this quote:{' '}
            <a href={`/admin/lead-files/${document.fileId}`} className={link}>
              {document.name}
            </a>
          </p>
        )}
        <input
          id={fileId}
          name={QUOTE_DOCUMENT_FIELD}
          type="file"
          accept={QUOTE_DOCUMENT_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          className="min-h-11 text-sm text-fg file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:font-semibold file:text-fg"
        />
        <p id={`${fileId}-hint`} className="text-xs text-fg-muted">
          One PDF up to {fileSize(MAX_QUOTE_DOCUMENT_BYTES)}. The customer reads it from their
          private link; it is cleaned of its author and other details before it is kept on the lead.
        </p>
        {fileError && (
          <p id={`${fileId}-error`} className="text-sm font-medium text-accent-text">
            {fileError}
          </p>
        )}
      </div>
    </div>
  );
}
