/**
 * The line above a page opened with a preview link (server/content/previews.ts): it says the
 * page shows a draft that visitors do not see yet, and until when the link works.
 */
export function PreviewNote({ until }: { until: string }) {
  const date = new Date(until).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <p
      role="note"
      className="bg-inverse-bg px-4 py-2 text-center text-sm font-semibold text-inverse-fg"
      data-preview-note
    >
      Preview of a draft: visitors do not see this version yet. This link works until {date}.
    </p>
  );
}
