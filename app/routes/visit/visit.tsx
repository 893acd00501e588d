import { data, Form, redirect } from 'react-router';
import { isRefusal } from '../../../common/refusal';
import { isVisitToken, visitPath } from '../../../common/visit-token';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/visit';
import { SlotPicker } from './slot-picker';
import { dayWords, timeWords, zoneWords } from './visit-words';

export const meta = () => buildMeta({ name: 'Book a site visit', path: '/visit', noIndex: true });

// Forms that post and an answer: plain HTML with the shell's islands (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

const DONE = {
  booked: 'Your site visit is booked. We have sent you an invitation for your calendar.',
  moved: 'Your site visit has moved. We have sent you the updated invitation.',
  cancelled: 'Your site visit is cancelled. You can book another time below whenever you like.',
} as const;
type Done = keyof typeof DONE;
const isDone = (value: string | null): value is Done =>
  value !== null && Object.hasOwn(DONE, value);

/**
 * A lead's booking page (issue 33): the free times by day, the booked visit with a way to move
 * or cancel it, no account needed. An unknown link is a 404 in words, never a 500.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const page = isVisitToken(params.token) ? await services.visits.page(params.token) : undefined;
  const done = new URL(request.url).searchParams.get('done');
  if (!page) return data({ found: false as const }, { status: 404 });
  return { found: true as const, ...page, done: isDone(done) ? done : undefined };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const token = params.token;
  if (!isVisitToken(token)) return data({ message: 'This link is not valid.' }, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ message: 'The form could not be read.' }, { status: 400 });
  }
  try {
    if (form.get('intent') === 'cancel') {
      const cancelled = await services.visits.cancelByToken(token);
      if (cancelled === undefined)
        return data({ message: 'This link is not valid.' }, { status: 404 });
      return redirect(`${visitPath(token)}?done=cancelled`, 303);
    }
    const start = form.get('start');
    if (typeof start !== 'string' || Number.isNaN(Date.parse(start))) {
      return data({ message: 'Choose one of the times below.' }, { status: 422 });
    }
    const before = await services.visits.page(token);
    const answer = await services.visits.chooseByToken(token, new Date(start).toISOString());
    if (!answer) return data({ message: 'This link is not valid.' }, { status: 404 });
    if (!answer.ok) return data({ message: answer.message }, { status: 409 });
    return redirect(`${visitPath(token)}?done=${before?.visit ? 'moved' : 'booked'}`, 303);
  } catch (error) {
    if (isRefusal(error)) return data({ message: error.message }, { status: error.status });
    services.failures.failure('visits', error, '(a booking was answered: service unavailable)');
    return data(
      { message: 'The booking could not be saved just now. Please try again in a minute.' },
      { status: 503 },
    );
  }
}

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <>
        <PageBanner title="Book a site visit" />
        <section className="section container-site">
          <div className="flex max-w-2xl flex-col items-start gap-6">
            <p className="text-lg text-fg">
              This booking link is not valid. Please use the link in our latest mail, or call us and
              we will book the visit with you.
            </p>
            <ButtonLink to="/contact-us">Contact us</ButtonLink>
          </div>
        </section>
      </>
    );
  }
  const { visit, days, timeZone, done } = loaderData;
  const message = actionData?.message;
  return (
    <>
      <PageBanner title={visit ? 'Your site visit' : 'Book a site visit'} />
      <section className="section container-site">
        <div className="flex max-w-3xl flex-col items-start gap-8">
          <div role="status" className="text-lg text-fg empty:hidden">
            {message ?? (done ? DONE[done] : '')}
          </div>
          {visit ? (
            <div className="flex w-full flex-col gap-4 rounded-md border border-border bg-surface-muted px-4 py-4">
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-fg">When</dt>
                <dd className="text-fg" data-visit-when>
                  {dayWords(localDay(visit.start, timeZone))}, {timeWords(visit.start, timeZone)}–
                  {timeWords(visit.end, timeZone)} {zoneWords(visit.start, timeZone)}
                </dd>
                <dt className="font-semibold text-fg">Who comes</dt>
                <dd className="text-fg">{visit.personName}</dd>
              </dl>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="outline">
                  Cancel the visit
                </Button>
              </Form>
            </div>
          ) : (
            <p className="text-lg text-fg-muted">
              Choose a time for us to come and see the site. The visit is free.
            </p>
          )}
          <Form
            method="post"
            className="w-full"
            aria-label={visit ? 'Move the visit' : 'Free times'}
          >
            {visit && <p className="mb-4 text-h3 text-fg">Or move it to another time:</p>}
            <SlotPicker days={days} timeZone={timeZone} label={visit ? 'Move to' : 'Book'} />
          </Form>
        </div>
      </section>
    </>
  );
}

/** The company's date (YYYY-MM-DD) of an instant. */
function localDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}
