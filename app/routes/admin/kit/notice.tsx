import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** Each tone's look (from the tokens) and the word a screen reader and a colour-blind eye get first. */
const TONES: Record<NoticeTone, { className: string; word: string }> = {
  info: { className: 'border-border-strong bg-surface-muted text-fg', word: 'Note' },
  success: { className: 'border-fg bg-surface text-fg', word: 'Done' },
  warning: { className: 'border-accent bg-surface text-fg', word: 'Warning' },
  error: { className: 'border-accent-text bg-surface font-medium text-accent-text', word: 'Error' },
};

/**
 * A message on an admin screen, one component for every kind: info, success, warning, error.
 * Announced (status, or alert for errors); with no children it stays an empty live region, so a
 * later message in the same place is announced too.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  live = true,
  polite = false,
}: {
  tone?: NoticeTone;
  /** A short heading in bold before the text. */
  title?: string;
  children?: ReactNode;
  /** False for a standing notice (not the answer to something just done): not announced. */
  live?: boolean;
  /**
   * An error said politely too: for a screen whose one live region says every answer, the
   * same element throughout (Leads), so an error after a success is still heard.
   */
  polite?: boolean;
}) {
  const role = live ? (tone === 'error' && !polite ? 'alert' : 'status') : undefined;
  if (!children) return <div role={role} className="sr-only" />;
  const look = TONES[tone];
  return (
    <div
      role={role}
      data-tone={tone}
      className={`flex flex-col gap-1 rounded-md border border-l-4 px-4 py-3 ${look.className}`}
    >
      <p>
        <span className={title ? 'font-semibold' : 'sr-only'}>{title ?? `${look.word}:`}</span>{' '}
        {children}
      </p>
    </div>
  );
}
