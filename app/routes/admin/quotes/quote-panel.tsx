import { Form, useNavigation } from 'react-router';
import type { QuotePanelData } from '../../../../server/quotes/service';
import { QuoteDocument } from '../../../routes/quote/quote-document';
import { kitButtonClass } from '../kit';
import type { LeadActionData } from '../leads/lead-data';
import { fieldClass, leadFieldId } from '../leads/lead-field-form';
import { QuoteLines } from './quote-lines';
import { QuoteOwnDocument } from './quote-own-document';
import { QuoteSettingsForm } from './quote-settings-form';
import { QuoteVersions } from './quote-versions';

const label = 'text-sm font-semibold text-fg';

/**
 * The lead screen's Quote panel (decision 059): the versions sent so far, the quote's lines,
 * validity and terms, Save and preview (the preview is the customer's page, drawn by the same
 * component) and Send, which mails the customer a private link and moves the lead to Quote
 * sent. An accepted quote is final: its signed PDF is here and on the lead's files.
 */
export function QuotePanel({
  quote,
  actionData,
}: {
  quote: QuotePanelData;
  actionData?: LeadActionData;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && String(navigation.formData?.get('intent')).startsWith('quote-');
  const refused =
    actionData && !actionData.ok && actionData.intent.startsWith('quote-') ? actionData : undefined;
  const errorAt = (name: string) => (refused?.field === name ? refused.message : undefined);
  const accepted = quote.versions.some((version) => version.status === 'accepted');
  const latest = quote.versions[0];
  const validError = errorAt('validUntil');
  const termsError = errorAt('terms');
  // A refused save shows what was typed again (a page without script is drawn afresh).
  const typed = refused?.quote && refused.intent !== 'quote-settings' ? refused.quote : undefined;
  const form = {
    kind: (typed?.kind ?? quote.form.kind) === 'document' ? 'document' : 'lines',
    amount: typed?.amount ?? quote.form.amount,
    validUntil: typed?.validUntil ?? quote.form.validUntil,
    terms: typed?.terms ?? quote.form.terms,
  };
  const radio = 'flex min-h-11 items-center gap-2 text-fg';
  return (
    <section aria-labelledby="lead-quote" className="mt-6 flex flex-col gap-4">
      <h2 id="lead-quote" className="text-h3 text-fg">
        Quote
      </h2>
      <p className="text-fg-muted">
        {accepted
          ? 'Accepted: the quote is final. The signed PDF is kept on the lead and was mailed to both sides.'
          : 'Write the lines, or give one amount with your own quote as a PDF; save to see the customer’s page, then send: the customer gets a mail with a private link to accept or decline. A change after sending makes a new version with a new link.'}
      </p>
      <QuoteVersions data={quote} />
      {refused && !refused.field && (
        <p role="alert" className="text-sm font-medium text-accent-text">
          {refused.message}
        </p>
      )}
      {!accepted && (
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          aria-label="The quote"
          key={latest?.version ?? 0}
        >
          <fieldset className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            <legend className="mb-1 text-sm font-semibold text-fg">How the quote is written</legend>
            <label className={radio}>
              <input
                type="radio"
                name="kind"
                value="lines"
                id="quote-kind-lines"
                defaultChecked={form.kind === 'lines'}
                className="size-5"
              />
              Line items
            </label>
            <label className={radio}>
              <input
                type="radio"
                name="kind"
                value="document"
                id="quote-kind-document"
                defaultChecked={form.kind === 'document'}
                className="size-5"
              />
              One amount and our own PDF
            </label>
          </fieldset>
          {/* The kind not chosen is hidden by CSS alone, so the choice works without script. */}
          <div className="[form:has(#quote-kind-document:checked)_&]:hidden">
            <QuoteLines lines={quote.form.lines} currency={quote.currency} errorAt={errorAt} />
          </div>
          <div className="[form:has(#quote-kind-lines:checked)_&]:hidden">
            <QuoteOwnDocument
              amount={form.amount}
              currency={quote.currency}
              document={quote.form.document}
              errorAt={errorAt}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={leadFieldId('validUntil')} className={label}>
              Valid until
            </label>
            <input
              id={leadFieldId('validUntil')}
              type="date"
              name="validUntil"
              required
              defaultValue={form.validUntil}
              aria-invalid={validError ? true : undefined}
              aria-describedby={validError ? 'quote-valid-error' : 'quote-valid-hint'}
              className={`${fieldClass} sm:max-w-xs`}
            />
            <p id="quote-valid-hint" className="text-xs text-fg-muted">
              The last day it can be accepted; the link stops working after it.
            </p>
            {validError && (
              <p id="quote-valid-error" className="text-sm font-medium text-accent-text">
                {validError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={leadFieldId('terms')} className={label}>
              Terms <span className="font-normal text-fg-muted">(optional)</span>
            </label>
            <textarea
              id={leadFieldId('terms')}
              name="terms"
              rows={4}
              maxLength={5000}
              defaultValue={form.terms}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'quote-terms-error' : undefined}
              className={fieldClass}
            />
            {termsError && (
              <p id="quote-terms-error" className="text-sm font-medium text-accent-text">
                {termsError}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="quote-save"
              disabled={busy}
              className={kitButtonClass('quiet')}
            >
              Save and preview
            </button>
            <button
              type="submit"
              name="intent"
              value="quote-send"
              disabled={busy}
              className={kitButtonClass('primary')}
            >
              Send to the customer
            </button>
          </div>
        </Form>
      )}
      <QuoteSettingsForm settings={quote.settings} errorAt={errorAt} />
      {quote.preview && (
        <section aria-labelledby="lead-quote-preview" className="flex flex-col gap-2">
          <h3 id="lead-quote-preview" className="font-semibold text-fg">
            Preview of {quote.preview.reference}: what the customer sees
          </h3>
          <QuoteDocument
            view={quote.preview}
            headingLevel={4}
            documentHref={
              quote.form.document ? `/admin/lead-files/${quote.form.document.fileId}` : undefined
            }
          />
        </section>
      )}
    </section>
  );
}
