import { Download, FileText } from 'lucide-react';
import { fileSize } from '../../../forms/quote-files';
import type { LeadPageData } from './lead-data';

const PREFIX = '/admin/lead-files/';

/**
 * The photos and plans sent with a quote (decision 032): a thumbnail of each photo and a link
 * that downloads it. Served only with this session, always as an attachment (an image element
 * still shows it); nothing here has a public address. A file the cleaning could not rewrite
 * within its limits is kept as sent and says so (decision 037).
 */
export function LeadFiles({ files }: { files: LeadPageData['files'] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="lead-files" className="mt-6 flex flex-col gap-3">
      <h2 id="lead-files" className="text-h3 text-fg">
        Photos and plans ({files.length})
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex flex-col overflow-hidden rounded-md border border-border bg-surface"
          >
            {file.mime.startsWith('image/') ? (
              <img
                src={`${PREFIX}${file.id}`}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full bg-surface-muted object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid aspect-[4/3] w-full place-items-center bg-surface-muted text-fg-muted"
              >
                <FileText className="size-10" strokeWidth={1.5} />
              </span>
            )}
            <a
              href={`${PREFIX}${file.id}`}
              download={file.name}
              className="flex items-start gap-2 p-2 text-sm text-link underline underline-offset-4"
            >
              <Download aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">
                {file.name} <span className="text-fg-muted">({fileSize(file.size)})</span>
              </span>
            </a>
            {file.notCleaned ? (
              <p className="px-2 pb-2 text-sm text-fg-muted">
                <strong className="text-fg">Not cleaned:</strong> kept as sent, with whatever it
                carries (author, metadata); open it with care.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
