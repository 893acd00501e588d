/**
 * The customer's quote page on the server (decision 059): the link's state with its status
 * (404 unknown, 410 replaced or expired, in words), acceptance and decline by POST. A refusal
 * (no name, no consent) is a 422 with the sentence and what was typed; never a 500.
 */
import { data, type RouterContextProvider } from 'react-router';
import { isRefusal } from '../../../common/refusal';
import type { QuotePage } from '../../../server/quotes/service';
import { clientIp, servicesOf } from '../../server/admin-session.server';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { token: string };
}

const STATUS: Record<QuotePage['state'], number> = {
  unknown: 404,
  replaced: 410,
  expired: 410,
  open: 200,
  accepted: 200,
  declined: 200,
};

/** What the page is given: the state, and after a refused answer its field, sentence and typing. */
export type QuotePageData = QuotePage & {
  refused?: { field?: string; message: string; name: string; reason: string };
};

const page = (state: QuotePageData) => data(state, { status: STATUS[state.state] });

export async function quoteLoader({ context, params }: Args) {
  return page(await servicesOf(context).quotes.open(params.token));
}

/** Reads a text field of at most `max` characters (longer is cut: the service refuses it by length). */
const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

export async function quoteAction({ request, context, params }: Args) {
  const quotes = servicesOf(context).quotes;
  const form = await request.formData();
  const intent = text(form, 'intent', 20);
  const name = text(form, 'name', 400);
  const reason = text(form, 'reason', 4000);
  try {
    if (intent === 'accept') {
      return page(
        await quotes.accept(params.token, {
          name,
          consent: form.get('consent') === 'yes',
          address: clientIp(context),
          agent: request.headers.get('user-agent') ?? '',
        }),
      );
    }
    if (intent === 'decline') return page(await quotes.decline(params.token, reason));
    throw data('Choose to accept or to decline the quote.', { status: 400 });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const state = await quotes.open(params.token);
    return data(
      { ...state, refused: { field: error.field, message: error.message, name, reason } },
      { status: error.status },
    );
  }
}
