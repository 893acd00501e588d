import { MessageSquare, UserRound } from 'lucide-react';

/** Props of {@link PostMeta}. */
export interface PostMetaProps {
  /** The author label shown on every post. */
  author: string;
  /** Number of comments. */
  comments: number;
}

/** The author and comment count line of a blog post card or teaser. */
export function PostMeta({ author, comments }: PostMetaProps) {
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-fg-muted">
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-accent-text" />
        <span className="sr-only">Author: </span>
        {author}
      </li>
      <li className="flex items-center gap-1.5">
        <MessageSquare aria-hidden="true" className="size-4 text-accent-text" />
        {comments} Comments
      </li>
    </ul>
  );
}
