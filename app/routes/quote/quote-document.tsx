import { formatMoney } from '../../../common/quote-money';
import { dayInWords, lineCells, type QuoteView } from '../../../common/quote-view';

/**
 * A quote as the customer reads it (decision 059): the office's preview and the customer's page
 * draw this one component from the same data as the PDF. Each line is a block (description, then
 * quantity × unit price and tax, then its amount), which reads the same at 375 px, wide and on
 * paper. `headingLevel` fits it under the page's own headings (h4 under the panel's preview h3).
 */
export function QuoteDocument({
  view,
  headingLevel = 2,
  documentHref,
}: {
  view: QuoteView;
  headingLevel?: 2 | 4;
  /**
   * Where the office's own PDF opens, for a quote of one amount with it: the customer's private
   * link's `/document`, or the lead file in the office's preview.
   */
  documentHref?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const Sub = headingLevel === 2 ? 'h3' : 'h5';
  const sum = 'flex justify-between gap-4';
  return (
    <article className="flex flex-col gap-5 rounded-md border border-border bg-surface p-4 text-fg sm:p-6 print:border-0 print:p-0">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-fg-muted">{view.company}</p>
        <Heading className="text-h3 font-bold">
          Quote {view.reference} for {view.customer}
        </Heading>
        <p className="text-fg-muted">
          Valid until <strong className="text-fg">{dayInWords(view.validUntil)}</strong>
        </p>
      </header>
      {view.kind === 'document' ? (
        <section className="flex flex-col gap-2 border-y border-border py-3">
          <Sub className="font-bold">The quote document</Sub>
          <p className="text-fg-muted">
            The work and its price are set out in our quote document (PDF).
          </p>
          {documentHref && (
            <p data-print-skip>
              <a
                href={documentHref}
                rel="noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-4"
              >
                Download the quote {view.reference} (PDF)
              </a>
            </p>
          )}
        </section>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border border-y border-border"
          aria-label="The work, line by line"
        >
          {view.lines.map((line, index) => {
            const cells = lineCells(line, view.currency);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move here.
                key={index}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
              >
                <div className="min-w-0">
                  <p className="break-words font-semibold">{cells.description}</p>
                  <p className="text-sm text-fg-muted">
                    {cells.quantity} × {cells.unitPrice}, tax {cells.tax}
                  </p>
                </div>
                <p className="font-semibold tabular-nums sm:text-right">{cells.amount}</p>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="ml-auto flex w-full max-w-xs flex-col gap-1 tabular-nums">
        {view.kind === 'lines' && (
          <>
            <div className={sum}>
              <dt className="text-fg-muted">Subtotal</dt>
              <dd>{formatMoney(view.subtotalMinor, view.currency)}</dd>
            </div>
            <div className={sum}>
              <dt className="text-fg-muted">Tax</dt>
              <dd>{formatMoney(view.taxMinor, view.currency)}</dd>
            </div>
          </>
        )}
        <div
          className={`${sum} ${view.kind === 'lines' ? 'border-t border-border pt-1' : ''} text-lg font-bold`}
        >
          <dt>{view.kind === 'lines' ? 'Total' : 'Amount, tax included'}</dt>
          <dd>{formatMoney(view.totalMinor, view.currency)}</dd>
        </div>
      </dl>
      {view.terms && (
        <section className="flex flex-col gap-1">
          <Sub className="font-bold">Terms</Sub>
          <p className="whitespace-pre-line break-words text-fg-muted">{view.terms}</p>
        </section>
      )}
    </article>
  );
}
