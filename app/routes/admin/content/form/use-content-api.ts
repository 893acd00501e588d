import { useCallback, useEffect, useRef, useState } from 'react';

/** The resource route that answers the form's questions (routes/admin/content/content-api.ts). */
export const CONTENT_API = '/admin/content-api';

/**
 * Posts to the content API and keeps the latest answer: a newer request cancels an older one
 * still on its way, so a slow answer never replaces a newer one.
 */
export function useContentApi<T>() {
  const [data, setData] = useState<T | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const submit = useCallback(async (fields: Record<string, string | number>) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
    setIsBusy(true);
    try {
      const response = await fetch(CONTENT_API, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      const answer = (await response.json()) as T;
      if (pending.current === controller) setData(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setData({ error: 'The server did not answer. Check the connection.' } as T);
      console.warn('content API request failed', error);
    } finally {
      if (pending.current === controller) setIsBusy(false);
    }
  }, []);
  return { data, isBusy, submit };
}
