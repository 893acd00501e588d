import { data, redirect, useSearchParams } from 'react-router';
import type { ModeratedComment } from '../../../../server/comments/store';
import { buildMeta } from '../../../lib/meta';
import { idField, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { ClockNote, CompanyClock, Notice, Panel } from '../kit';
import type { Route } from './+types/comments';
import { DONE_WORDS, readCommentAction } from './comment-actions';
import { CommentCard } from './comment-card';

export const meta = () => buildMeta({ name: 'Comments', path: '/admin/comments', noIndex: true });
export const headers = adminHeaders;

/** Owners and editors: every comment but the deleted ones, waiting ones first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const [comments, office] = await Promise.all([
    services.comments.list(),
    services.office.settings(),
  ]);
  return { comments, timeZone: office.timeZone, myName: signedIn.person.name };
}

/**
 * Approve, withdraw, reply (or remove the reply), Spam, Not spam, delete: each audited with
 * who did it, then a 303 back with what happened as a code (nothing personal in the URL).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const id = idField(form, 'id');
  if (id === undefined) throw data('That comment could not be read.', { status: 400 });
  const intent = form.get('intent');
  const reply = form.get('reply');
  const asked = readCommentAction(
    typeof intent === 'string' ? intent : '',
    typeof reply === 'string' ? reply : '',
  );
  if (!asked.ok) return data({ id, message: asked.message }, { status: 422 });
  const { person } = signedIn;
  const done = await services.comments.moderate(id, asked.action, {
    id: person.id,
    email: person.email,
  });
  if (!done) throw redirect('/admin/comments?done=gone', { status: 303 });
  const code = asked.action.kind === 'reply' && asked.action.text === '' ? 'reply-removed' : intent;
  throw redirect(`/admin/comments?done=${code}#comment-${id}`, { status: 303 });
}

const GROUPS = [
  {
    status: 'pending',
    id: 'waiting-title',
    title: (n: number) => `Waiting for approval (${n})`,
    none: 'Nothing waits for approval.',
  },
  {
    status: 'approved',
    id: 'shown-title',
    title: (n: number) => `Shown on the site (${n})`,
    none: 'No comment shows on the site yet.',
  },
  {
    status: 'spam',
    id: 'spam-title',
    title: (n: number) => `Spam (${n})`,
    none: 'No comment is in Spam.',
  },
] as const;

/** /admin/comments: the visitors' comments, moderated. */
export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
  const { comments, timeZone, myName } = loaderData;
  const [params] = useSearchParams();
  const done = DONE_WORDS[params.get('done') ?? ''];
  const byStatus = (status: ModeratedComment['status']) =>
    comments.filter((comment) => comment.status === status);
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Comments"
        intro="What visitors write under the blog's posts. A new comment waits here until someone approves it; an approved one shows under its post at once, with your reply if you write one."
      />
      <ClockNote />
      <Notice tone="success">{done}</Notice>
      {GROUPS.map((group) => {
        const list = byStatus(group.status);
        return (
          <Panel key={group.status} id={group.id} title={group.title(list.length)}>
            {list.length === 0 ? (
              <p className="text-fg-muted">{group.none}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((comment) => (
                  <CommentCard
                    key={comment.id}
                    comment={comment}
                    myName={myName}
                    refusal={actionData?.id === comment.id ? actionData.message : undefined}
                  />
                ))}
              </ul>
            )}
          </Panel>
        );
      })}
    </CompanyClock>
  );
}
