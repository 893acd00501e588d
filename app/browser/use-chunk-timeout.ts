import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './chunk-error';

/**
 * Treats a navigation whose code has not arrived within the time-out as a
 * failed chunk load, so the visitor gets an explanation instead of a page that
 * never changes. Throws during render so the root error boundary shows it.
 */
export function useChunkTimeout(timeoutMs = CHUNK_TIMEOUT_MS): void {
  const navigation = useNavigation();
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const pendingPath = navigation.state === 'loading' ? navigation.location.pathname : null;

  useEffect(() => {
    if (!pendingPath) return;
    const timer = window.setTimeout(() => setTimedOut(pendingPath), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [pendingPath, timeoutMs]);

  if (timedOut) throw new ChunkLoadError('timeout', timedOut);
}
