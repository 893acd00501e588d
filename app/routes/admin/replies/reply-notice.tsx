import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What `?done=` says after a reply was answered with a redirect (reply-route.server.ts). */
const DONE: Record<string, (name: string) => string> = {
  'reply-sent': (name) =>
    `Reply to ${name} is in the outbox: it goes out within a minute. Its mail’s state shows in the history.`,
  'reply-repeat': (name) => `That reply to ${name} was sent a moment ago: it was not sent again.`,
};

/**
 * Says the reply went out, after its redirect, where the form was. It takes focus, so a
 * keyboard or screen reader user hears it there; it exists only with its text, so the page's
 * one empty live region stays the lead page's own (live-notice.tsx).
 */
export function ReplyNotice({ name }: { name: string }) {
  const [params] = useSearchParams();
  const text = DONE[params.get('done') ?? '']?.(name);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) notice.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p
      ref={notice}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg"
    >
      {text}
    </p>
  );
}
