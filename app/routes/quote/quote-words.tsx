import { Link } from 'react-router';
import { dayInWords } from '../../../common/quote-view';
import type { QuotePageData } from './quote-route.server';

const link = 'text-link underline underline-offset-4';

/** What the quote page says first, for each state of the link (nothing private for a dead link). */
export function QuoteWords({ page }: { page: QuotePageData }) {
  switch (page.state) {
    case 'unknown':
      return (
        <p>
          We cannot find a quote at this address. The link may be cut short or mistyped: open it
          again from our mail, or{' '}
          <Link to="/contact-us" className={link}>
            contact us
          </Link>{' '}
          for a new one.
        </p>
      );
    case 'replaced':
      return (
        <p>
          We have sent you a newer version of quote {page.reference}, so this one can no longer be
          accepted. Open the link in our latest mail about it, or{' '}
          <Link to="/contact-us" className={link}>
            contact us
          </Link>{' '}
          if you cannot find it.
        </p>
      );
    case 'expired':
      return (
        <p>
          Quote {page.reference} has expired: it was valid until {dayInWords(page.validUntil)}.{' '}
          <Link to="/contact-us" className={link}>
            Contact us
          </Link>{' '}
          and we will send you an up-to-date one.
        </p>
      );
    case 'open':
      return (
        <p>
          Here is your quote. Read it, print it if you like, then accept or decline it at the bottom
          of the page.
        </p>
      );
    case 'accepted':
      return (
        <p>
          Thank you: {page.name} accepted this quote on {page.at}. We keep the signed copy (PDF)
          with your enquiry and mail it to you; if it has not reached your mailbox, ask us for it.
          We will be in touch about the next steps.
        </p>
      );
    case 'declined':
      return (
        <p>
          You declined this quote on {page.at}. Thank you for letting us know; if you change your
          mind,{' '}
          <Link to="/contact-us" className={link}>
            contact us
          </Link>
          .
        </p>
      );
  }
}
