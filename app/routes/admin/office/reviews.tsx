import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { buildMeta } from '../../../lib/meta';
import { field, idField, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { Notice } from '../kit';
import type { Route } from './+types/reviews';
import { OfficeTabs } from './office-tabs';
import { ReviewList } from './review-list';
import { AddReview, type FieldError, ImportReviews, RequestSettings } from './review-parts';

export const meta = () =>
  buildMeta({ name: 'Reviews', path: '/admin/office/reviews', noIndex: true });
export const headers = adminHeaders;

/** Owners only: review requests' settings, and the reviews shown on the site (decision 061). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  const [settings, counts, reviews, clock] = await Promise.all([
    services.reviews.settings(),
    services.reviews.requestCounts(),
    services.reviews.list(),
    services.leads.clock(),
  ]);
  // Today on the company's clock, for the new review's day.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: clock.timeZone }).format(clock.now);
  return { settings, counts, reviews, today };
}

type Outcome = { ok: true; message: string } | ({ ok: false } & NonNullable<FieldError>);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const intent = field(form, 'intent', 20);
  const reviews = services.reviews;
  try {
    if (intent === 'settings') {
      const saved = await reviews.saveSettings(
        { link: field(form, 'link', 600), delayDays: field(form, 'delayDays', 10) },
        actor,
      );
      const message = saved.link
        ? `Review requests are on: ${saved.delayDays} days after a job is finished.`
        : 'Review requests are off.';
      return { ok: true, message } satisfies Outcome;
    }
    if (intent === 'add') {
      const approve = field(form, 'approve', 5) === '1';
      const typed = {
        text: field(form, 'text', 2100),
        author: field(form, 'author', 120),
        source: field(form, 'source', 20),
        reviewedOn: field(form, 'reviewedOn', 20),
        rating: field(form, 'rating', 5),
      };
      await reviews.add(typed, approve, actor);
      const message = approve ? 'Review added and shown on the site.' : 'Review added.';
      return { ok: true, message } satisfies Outcome;
    }
    if (intent === 'import') {
      const approve = field(form, 'approve', 5) === '1';
      const count = await reviews.importRows(field(form, 'rows', 500_000), approve, actor);
      const shown = approve ? ', shown on the site' : '';
      return { ok: true, message: `${count} reviews imported${shown}.` } satisfies Outcome;
    }
    const id = idField(form, 'id');
    const change = { approve: reviews.approve, hide: reviews.hide, delete: reviews.remove }[
      intent as 'approve'
    ];
    if (change && id) {
      if (!(await change(id, actor))) {
        return data<Outcome>(
          { ok: false, intent, message: 'That review has changed or is gone: see the list.' },
          { status: 404 },
        );
      }
      const words = {
        approve: 'approved: it is on the site',
        hide: 'taken off the site',
        delete: 'deleted',
      };
      return {
        ok: true,
        message: `Review ${words[intent as keyof typeof words]}.`,
      } satisfies Outcome;
    }
  } catch (error) {
    if (isRefusal(error)) {
      return data<Outcome>(
        { ok: false, intent, field: error.field, message: error.message },
        { status: error.status },
      );
    }
    throw error;
  }
  return data<Outcome>({ ok: false, intent, message: 'Unknown action.' }, { status: 400 });
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <ScreenTitle
        title="Reviews"
        intro="Ask finished customers for a review, and show the reviews you approve on the site’s testimonials. Only reviews you collected yourself count in the star rating search engines read."
      />
      <OfficeTabs />
      <Notice tone={error ? 'error' : 'success'} polite>
        {actionData?.message}
      </Notice>
      <RequestSettings settings={loaderData.settings} counts={loaderData.counts} error={error} />
      <AddReview error={error} today={loaderData.today} />
      <ImportReviews error={error} />
      <ReviewList reviews={loaderData.reviews} />
    </>
  );
}
