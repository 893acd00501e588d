import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What `?done=` says after a reply was answered with a redirect (reply-route.server.ts). */
const DONE: Record<string, (name: string) => string> = {
  'reply-sent': (name) =>
    `Reply to ${name} is in the outbox: it goes out within a minute. Its mail’s state shows in the history.`,
  'reply-repeat': (name) => `That reply to ${name} was sent a moment ago: it was not sent again.`,
};

/**
 * The reply's own live region: says the reply went out after its redirect, and takes focus
 * then, so a keyboard or screen reader user hears it where the form was.
 */
export function ReplyNotice({ name }: { name: string }) {
  const [params] = useSearchParams();
  const done = DONE[params.get('done') ?? ''];
  const text = done?.(name);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) notice.current?.focus();
  }, [text]);
  return (
    <p
      ref={notice}
      role="status"
      tabIndex={text ? -1 : undefined}
      className={
        text
          ? 'rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg'
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
