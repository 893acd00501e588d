import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import type { DeletedCounts } from '../../../../server/privacy/delete-submissions';
import type { ErasePreview } from '../../../../server/privacy/service';
import { buildMeta } from '../../../lib/meta';
import { field, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { Notice } from '../kit';
import { OfficeTabs } from '../office/office-tabs';
import type { Route } from './+types/privacy';
import { EraseConfirm, ErasedNotice, PersonSection, RetentionSection } from './privacy-parts';

export const meta = () => buildMeta({ name: 'Privacy', path: '/admin/privacy', noIndex: true });
export const headers = adminHeaders;

/** Owners only: the retention setting, and export or erasure by address (decision 035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  return { retention: await services.privacy.retention.read() };
}

/** What the screen shows after a post. */
interface Outcome {
  saved?: true;
  preview?: ErasePreview;
  erased?: DeletedCounts & { ref: string };
  email?: string;
  error?: string;
  intent?: string;
}

/** A whole number as typed; '' is null (kept), anything else that is not a number is NaN. */
const numberOf = (text: string) => (text === '' ? null : Number(text));

/**
 * Saves the retention setting, shows what an erasure would delete, or erases (after that
 * confirmation). Every address arrives in the body; a bad one is a 422 with its reason.
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<Outcome | ReturnType<typeof data<Outcome>>> {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const intent = field(form, 'intent', 20);
  const email = field(form, 'email', 320);
  try {
    if (intent === 'retention') {
      const value = {
        leadMonths: numberOf(field(form, 'leadMonths', 10)) ?? Number.NaN,
        commentMonths: numberOf(field(form, 'commentMonths', 10)),
        unsubscribedDays: numberOf(field(form, 'unsubscribedDays', 10)) ?? Number.NaN,
      };
      await services.privacy.retention.write(actor, value);
      return { saved: true };
    }
    if (intent === 'preview') {
      return { preview: await services.privacy.preview(email), email };
    }
    if (intent === 'erase') {
      return { erased: await services.privacy.erase(actor, email) };
    }
  } catch (error) {
    if (isRefusal(error)) {
      return data({ error: error.message, intent, email }, { status: error.status });
    }
    throw error;
  }
  throw data('Unknown action.', { status: 400 });
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const result: Outcome = actionData ?? {};
  const error = result.error ? result : undefined;
  return (
    <>
      <ScreenTitle
        title="Privacy"
        intro="How long visitors’ personal data is kept, and everything about one email address: download it for them, or erase it. Exports and erasures are in the audit log by a reference, never by the address."
      />
      <OfficeTabs />
      {result.saved && (
        <Notice tone="success">Retention saved. The daily clean-up uses it from now on.</Notice>
      )}
      {result.erased && <ErasedNotice erased={result.erased} />}
      {result.preview && <EraseConfirm email={result.email ?? ''} preview={result.preview} />}
      {error && error.intent !== 'retention' && error.intent !== 'preview' && (
        <Notice tone="error">{error.error}</Notice>
      )}
      <PersonSection
        error={error && error.intent === 'preview' ? error.error : undefined}
        email={error?.email}
      />
      <RetentionSection
        retention={loaderData.retention}
        error={error?.intent === 'retention' ? error.error : undefined}
      />
    </>
  );
}
