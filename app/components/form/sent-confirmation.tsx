import { CircleCheck } from 'lucide-react';
import type { AnswerTime } from '../../forms/answer-time';
import { NEXT_STEPS, THANK_YOU_PAGES } from '../../forms/thank-you-words';
import { VISIT_SLOT } from '../../islands/sent-confirmation';
import { ButtonLink } from '../button-link';
import { buttonClass } from '../button-styles';
import type { FallbackContact } from './fallback-contact';

/** Props of {@link SentConfirmation}. */
export interface SentConfirmationProps {
  kind: keyof typeof THANK_YOU_PAGES;
  /** The visitor's reference (quote requests and messages). */
  reference?: string;
  /** When the office answers (quote requests and messages). */
  answer?: AnswerTime;
  contact: FallbackContact;
  /** A page to go back to before home (a comment's post). */
  backTo?: string;
  /**
   * With script the confirmation takes the form's place and has its own heading (the island
   * moves focus to it); the thank-you page's heading is its banner.
   */
  heading?: { id: string };
  /** A quote request's private booking page (issue 33): "Book a site visit". */
  visitLink?: string;
}

const LINK = 'font-semibold text-link underline underline-offset-4';
const BOOK = buttonClass('primary');

/**
 * What a visitor reads once a form is sent: the thank-you words, the reference and when the
 * office answers, what happens next, another way to reach us and a way back. The same on the
 * thank-you page (without script) and in place of the form (with script).
 */
export function SentConfirmation(props: SentConfirmationProps) {
  const { kind, reference, answer, contact, backTo, heading, visitLink } = props;
  const page = THANK_YOU_PAGES[kind];
  const steps = answer && (kind === 'quote' || kind === 'message') ? NEXT_STEPS[kind] : [];
  return (
    <div className="flex max-w-2xl flex-col items-start gap-6" data-sent-confirmation={kind}>
      {heading && (
        <h2 id={heading.id} tabIndex={-1} className="text-h2 text-fg outline-none">
          {page.title}
        </h2>
      )}
      <div role={heading ? undefined : 'status'} className="flex items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-accent-text" />
        <div className="flex flex-col gap-2">
          <p className="text-h3 text-fg">{page.lead}</p>
          <p className="text-lg text-fg-muted">{page.text}</p>
        </div>
      </div>
      {(reference || answer) && (
        <dl className="grid w-full gap-x-6 gap-y-2 rounded-md border border-border bg-surface-muted px-4 py-3 sm:grid-cols-[auto_1fr]">
          {reference && (
            <>
              <dt className="font-semibold text-fg">Your reference</dt>
              <dd className="font-mono text-lg text-fg" data-reference>
                {reference}
              </dd>
            </>
          )}
          {answer && (
            <>
              <dt className="font-semibold text-fg">We answer</dt>
              <dd className="text-fg">
                <time dateTime={answer.at} data-answer-by>
                  {answer.words}
                </time>
              </dd>
            </>
          )}
        </dl>
      )}
      {steps.length > 0 && answer && (
        <div className="flex flex-col gap-2">
          <h3 className="font-bold text-fg">What happens next</h3>
          <ol className="list-decimal space-y-1 pl-5 text-fg-muted">
            {steps.map((step) => (
              <li key={step}>{step.replace('{answer}', answer.words)}</li>
            ))}
          </ol>
        </div>
      )}
      {visitLink && (
        <div className="flex flex-col items-start gap-3 rounded-md border border-border px-4 py-4">
          <p className="text-fg">
            Want us to see the site? Choose a time for a free visit now, no account needed.
          </p>
          <a
            href={visitLink === VISIT_SLOT ? undefined : visitLink}
            data-visit-link=""
            className={BOOK}
          >
            Book a site visit
          </a>
        </div>
      )}
      <p className="text-fg-muted">
        Anything else? Call{' '}
        <a href={contact.phone.href} className={LINK}>
          {contact.phone.display}
        </a>{' '}
        or email{' '}
        <a href={`mailto:${contact.email}`} className={LINK}>
          {contact.email}
        </a>
        {reference ? `, with your reference ${reference}` : ''}.
      </p>
      <div className="flex flex-wrap gap-3">
        {backTo && <ButtonLink to={backTo}>Back to the post</ButtonLink>}
        <ButtonLink to="/" variant={backTo ? 'outline' : 'primary'}>
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
