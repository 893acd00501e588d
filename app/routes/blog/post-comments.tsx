import { Reply } from 'lucide-react';
import { Button } from '../../components/button';
import type { FallbackContact } from '../../components/form/fallback-contact';
import { FormField } from '../../components/form/form-field';
import { NameEmailFields } from '../../components/form/name-email-fields';
import { SiteForm } from '../../components/form/site-form';
import type { PostComment } from '../../content/types';
import { constraintsOf } from '../../forms/constraints';
import type { FormResult } from '../../forms/form-result';
import { commentSchema } from '../../forms/schemas';
import { postPath } from '../../lib/paths';

/** Props of {@link PostComments}. */
export interface PostCommentsProps {
  comments: readonly PostComment[];
  /** The post the comment form adds to. */
  postSlug: string;
  /** Another way to reach the company when the form cannot be sent. */
  contact: FallbackContact;
  /** The server's answer to a post without script. */
  initial?: FormResult;
  /** The company's name, beside the name of whoever signed a reply. */
  siteName: string;
}

const constraints = constraintsOf(commentSchema);

/**
 * The approved comments (the office's reply under one, signed) with Reply links, then the Post
 * Comment form they point to (one block, so it can load on its own).
 */
export function PostComments({
  comments,
  postSlug,
  contact,
  initial,
  siteName,
}: PostCommentsProps) {
  return (
    <div className="flex flex-col gap-16">
      <section aria-labelledby="comments-heading" className="flex flex-col gap-6">
        <h2 id="comments-heading" className="text-h2 text-fg">
          {comments.length} Comments
        </h2>
        <ol className="flex flex-col gap-5" data-island="comment-replies">
          {comments.map((comment) => (
            <li key={comment.id} id={comment.id}>
              <article
                aria-labelledby={`${comment.id}-name`}
                className="flex gap-4 rounded-lg border border-border bg-surface p-5 shadow-card sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-surface-muted text-lg sm:size-14 font-bold text-accent-text"
                >
                  {initials(comment.name)}
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <h3 id={`${comment.id}-name`} className="text-base font-bold text-fg">
                        {comment.name}
                      </h3>
                      <p className="text-sm text-fg-muted">{comment.date}</p>
                    </div>
                    <a
                      href="#comment-form"
                      data-reply-to={comment.name}
                      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border-strong px-3 text-sm font-semibold text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
                    >
                      <Reply aria-hidden="true" className="size-4" />
                      Reply<span className="sr-only"> to {comment.name}</span>
                    </a>
                  </div>
                  <p className="whitespace-pre-line break-words text-fg-muted" dir="auto">
                    {comment.text}
                  </p>
                  {comment.reply && (
                    <aside
                      aria-label={`Reply from ${comment.reply.by}`}
                      className="mt-2 flex flex-col gap-1 border-l-4 border-accent pl-4"
                    >
                      <p className="text-sm font-bold text-fg">
                        {comment.reply.by}
                        <span className="font-normal text-fg-muted">, {siteName}</span>
                      </p>
                      <p className="whitespace-pre-line break-words text-fg-muted" dir="auto">
                        {comment.reply.text}
                      </p>
                    </aside>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <section
        id="comment-form"
        aria-labelledby="comment-form-heading"
        className="flex flex-col gap-6 rounded-lg bg-surface-muted p-6 md:p-10"
      >
        <div className="flex flex-col gap-2">
          <h2 id="comment-form-heading" className="text-h2 text-fg">
            Post Comment
          </h2>
          <p className="text-fg-muted">
            Your email address will not be published. Fields marked * are required.
          </p>
        </div>
        <SiteForm
          label="Post Comment"
          kind="comment"
          action={`${postPath(postSlug)}#comment-form`}
          endpointQuery={`?post=${encodeURIComponent(postSlug)}`}
          constraints={constraints}
          initial={initial}
          contact={contact}
          sentMessage={{
            lead: 'Thank you for your comment.',
            text: 'It will appear here once we have read and approved it.',
          }}
        >
          <div className="grid gap-5 md:grid-cols-2">
            <NameEmailFields />
            <FormField label="Comment" name="comment" multiline className="md:col-span-2" />
          </div>
          <Button type="submit" className="mt-6">
            Post Comment
          </Button>
        </SiteForm>
      </section>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}
