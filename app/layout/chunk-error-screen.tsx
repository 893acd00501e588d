import { useEffect } from 'react';
import { type ChunkLoadError, reloadOnceForChunk } from '../browser/chunk-error';
import { ErrorScreen } from '../components/error-screen';

/** Shown when a screen's script could not be loaded; reloads once by itself for a stale deploy. */
export function ChunkErrorScreen({ error }: { error: ChunkLoadError }) {
  useEffect(() => {
    if (error.type === 'missing') reloadOnceForChunk(error);
  }, [error]);

  return (
    <ErrorScreen
      title="Chunk loading failed"
      message="Part of this page's code could not be loaded. Check your connection and reload; if the site was just updated, a reload fetches the new version."
      canReload
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-border bg-surface p-4 text-left text-sm">
        <dt className="font-semibold">Type</dt>
        <dd data-testid="chunk-error-type">{error.type}</dd>
        <dt className="font-semibold">Address</dt>
        <dd className="break-all" data-testid="chunk-error-address">
          {error.address}
        </dd>
      </dl>
    </ErrorScreen>
  );
}
