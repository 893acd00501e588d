import { Form } from 'react-router';
import type { ModeratedComment } from '../../../../server/comments/store';
import { postPath } from '../../../lib/paths';
import { RowCard } from '../admin-shell';
import { CompanyTime, ConfirmDialog, Field, KitButton, kitButtonClass } from '../kit';
import { REPLY_MAX } from './comment-actions';

/** One button of a comment: posts its intent for this comment, its name saying whose. */
function ActionButton({
  comment,
  intent,
  tone = 'quiet',
  children,
}: {
  comment: ModeratedComment;
  intent: string;
  tone?: 'primary' | 'quiet';
  children: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={comment.id} />
      <KitButton type="submit" name="intent" value={intent} tone={tone}>
        {children}
        <span className="sr-only"> the comment from {comment.name}</span>
      </KitButton>
    </Form>
  );
}

/**
 * A comment as the office moderates it: who wrote it, under which post, when, what; the
 * office's reply; the actions its state allows (Approve and Spam while it waits, Withdraw once
 * shown, Not spam in Spam), a reply form, and Delete behind a confirmation.
 */
export function CommentCard({
  comment,
  myName,
  refusal,
}: {
  comment: ModeratedComment;
  myName: string;
  /** Why the last reply was not saved, when it was this comment's. */
  refusal?: string;
}) {
  const key = `comment-${comment.id}`;
  const canReply = comment.status === 'pending' || comment.status === 'approved';
  return (
    <RowCard id={key} sideBySide="lg">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id={`${key}-name`} className="font-semibold break-words text-fg">
          {comment.name}
          {comment.isSample && (
            <span className="ml-2 rounded-sm border border-border-strong px-1.5 py-0.5 text-xs font-semibold text-fg-muted">
              Sample
            </span>
          )}
        </h3>
        <p className="text-sm text-fg-muted">
          <CompanyTime iso={comment.createdAt} />
          {comment.postSlug && (
            <>
              {' · under '}
              <a
                href={postPath(comment.postSlug)}
                className="text-link underline underline-offset-4"
              >
                {comment.postTitle ?? comment.postSlug}
              </a>
            </>
          )}
        </p>
        {comment.email && <p className="text-sm break-all text-fg-muted">{comment.email}</p>}
        <p className="break-words whitespace-pre-wrap text-fg" dir="auto">
          {comment.text}
        </p>
        {comment.reply && (
          <div className="border-l-4 border-accent pl-4">
            <p className="text-sm font-semibold text-fg">Reply from {comment.reply.by}</p>
            <p className="break-words whitespace-pre-wrap text-fg" dir="auto">
              {comment.reply.text}
            </p>
          </div>
        )}
        {canReply && (
          <details open={refusal !== undefined} className="group">
            <summary className={kitButtonClass('quiet', 'w-fit cursor-pointer')}>
              {comment.reply ? 'Edit the reply' : 'Reply'}
              <span className="sr-only"> to {comment.name}</span>
            </summary>
            <Form method="post" className="mt-3 flex max-w-xl flex-col gap-3">
              <input type="hidden" name="id" value={comment.id} />
              <Field
                label="Your reply"
                name="reply"
                hint={`Shown under the comment on the site, signed “${myName}”${comment.status === 'pending' ? ', once the comment is approved' : ''}.`}
                error={refusal}
              >
                {(props) => (
                  <textarea
                    {...props}
                    required={false}
                    rows={4}
                    maxLength={REPLY_MAX}
                    defaultValue={comment.reply?.text ?? ''}
                  />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <KitButton type="submit" name="intent" value="reply" tone="primary">
                  Save the reply
                </KitButton>
                {comment.reply && (
                  <KitButton type="submit" name="intent" value="remove-reply">
                    Remove the reply
                  </KitButton>
                )}
              </div>
            </Form>
          </details>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2 lg:shrink-0 lg:flex-nowrap">
        {comment.status === 'pending' && (
          <>
            <ActionButton comment={comment} intent="approve" tone="primary">
              Approve
            </ActionButton>
            <ActionButton comment={comment} intent="spam">
              Spam
            </ActionButton>
          </>
        )}
        {comment.status === 'approved' && (
          <ActionButton comment={comment} intent="unapprove">
            Withdraw approval
          </ActionButton>
        )}
        {comment.status === 'spam' && (
          <ActionButton comment={comment} intent="not-spam">
            Not spam
          </ActionButton>
        )}
        <KitButton id={`${key}-delete`} commandfor={`${key}-confirm`} command="show-modal">
          Delete…<span className="sr-only"> the comment from {comment.name}</span>
        </KitButton>
        <ConfirmDialog
          id={`${key}-confirm`}
          opener={`${key}-delete`}
          title={`Delete the comment from ${comment.name}?`}
          consequence={`It goes from the site at once${comment.reply ? ', with your reply' : ''}, and from this list. ${comment.isSample ? 'A deleted sample does not come back.' : 'This cannot be undone here.'}`}
          confirm="Delete the comment"
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={comment.id} />
        </ConfirmDialog>
      </div>
    </RowCard>
  );
}
