import { PenLine } from 'lucide-react';
import { Picture } from '../../components/picture';
import type { Image } from '../../content/types';

/** Props of {@link AuthorBox}. */
export interface AuthorBoxProps {
  /** The author's name: the person the post names, else the spec's "Admin". */
  name: string;
  /** A line about them; none shows no line. */
  bio: string | null;
  /** Their photo (set in Account); none shows the pen. */
  photo: Image | null;
}

/** Who wrote the post, under the article. */
export function AuthorBox({ name, bio, photo }: AuthorBoxProps) {
  return (
    <aside
      aria-labelledby="author-heading"
      className="flex flex-col gap-5 rounded-lg bg-inverse-bg p-6 text-inverse-fg sm:flex-row sm:items-center md:p-8"
    >
      {photo ? (
        <Picture
          image={photo}
          alt=""
          sizes="5rem"
          className="size-20 shrink-0 rounded-full object-cover ring-2 ring-inverse-accent"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-inverse-surface text-inverse-accent ring-2 ring-inverse-accent"
        >
          <PenLine className="size-8" />
        </span>
      )}
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-inverse-accent">
          Written by
        </p>
        <h2 id="author-heading" className="text-h3">
          {name}
        </h2>
        {bio && <p className="text-inverse-muted">{bio}</p>}
      </div>
    </aside>
  );
}
