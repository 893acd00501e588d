import { Form } from 'react-router';
import { Button } from '../../components/button';
import { fieldControlClass } from '../../components/form/form-field';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import type { Route } from './+types/quote';
import { QuoteDocument } from './quote-document';
import { type QuotePageData, quoteAction, quoteLoader } from './quote-route.server';
import { QuoteWords } from './quote-words';

export const meta = () => buildMeta({ name: 'Your quote', path: '/quote', noIndex: true });

// Two forms that post and an answer: plain HTML with the shell's islands (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

export const loader = (args: Route.LoaderArgs) => quoteLoader(args);

export const action = (args: Route.ActionArgs) => quoteAction(args);

const label = 'text-sm font-semibold text-fg';
const error = 'text-sm font-medium text-accent-text';

/** Accept (a name typed and a box ticked) or decline (a reason, optional): two plain forms. */
function Answer({ page }: { page: QuotePageData }) {
  const refused = page.refused;
  const at = (field: string) => (refused?.field === field ? refused.message : undefined);
  const nameError = at('name');
  const consentError = at('consent');
  const reasonError = at('reason');
  return (
    <div data-print-skip className="grid gap-8 md:grid-cols-2">
      <Form method="post" className="flex flex-col gap-4" aria-labelledby="accept-heading">
        <h2 id="accept-heading" className="text-h3 font-bold text-fg">
          Accept the quote
        </h2>
        <input type="hidden" name="intent" value="accept" />
        <div className="flex flex-col gap-2">
          <label htmlFor="quote-name" className={label}>
            Your full name
          </label>
          <input
            id="quote-name"
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            defaultValue={refused?.name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'quote-name-error' : undefined}
            className={fieldControlClass}
          />
          {nameError && (
            <p id="quote-name-error" className={error}>
              {nameError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              id="quote-consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'quote-consent-error' : undefined}
              className="mt-1 size-6 shrink-0 accent-(--accent)"
            />
            <label htmlFor="quote-consent" className="text-fg">
              I accept this quote and its terms, and I am the person named above or may accept for
              them. Typing my name signs it.
            </label>
          </div>
          {consentError && (
            <p id="quote-consent-error" className={error}>
              {consentError}
            </p>
          )}
        </div>
        <Button type="submit" className="self-start">
          Accept and sign
        </Button>
      </Form>
      <Form method="post" className="flex flex-col gap-4" aria-labelledby="decline-heading">
        <h2 id="decline-heading" className="text-h3 font-bold text-fg">
          Decline the quote
        </h2>
        <input type="hidden" name="intent" value="decline" />
        <div className="flex flex-col gap-2">
          <label htmlFor="quote-reason" className={label}>
            Why? <span className="font-normal text-fg-muted">(optional)</span>
          </label>
          <textarea
            id="quote-reason"
            name="reason"
            rows={3}
            maxLength={2000}
            defaultValue={refused?.reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'quote-reason-error' : undefined}
            className={fieldControlClass}
          />
          {reasonError && (
            <p id="quote-reason-error" className={error}>
              {reasonError}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" className="self-start">
          Decline
        </Button>
      </Form>
    </div>
  );
}

/**
 * /quote/<token>: the customer's quote (decision 059), without an account or script. The
 * quote, its validity and terms; accept or decline; or, for a link that no longer works, a
 * sentence saying why (404, 410).
 */
export default function QuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as QuotePageData;
  const view = 'view' in page ? page.view : undefined;
  return (
    <>
      <PageBanner title="Your quote" />
      <section className="section container-site">
        <div className="flex max-w-3xl flex-col gap-8" data-print-document>
          <div role="status" className="flex flex-col gap-2 text-lg text-fg">
            <QuoteWords page={page} />
          </div>
          {page.refused && !page.refused.field && <p className={error}>{page.refused.message}</p>}
          {view && (
            <QuoteDocument
              view={view}
              documentHref={
                view.kind === 'document' ? `/quote/${params.token}/document` : undefined
              }
            />
          )}
          {page.state === 'open' && <Answer page={page} />}
        </div>
      </section>
    </>
  );
}
