import { describe, expect, it, vi } from 'vitest';
import { asChunkLoadError, ChunkLoadError, reloadOnceForChunk } from './chunk-error';

describe('asChunkLoadError', () => {
  it('recognises a failed dynamic import and keeps its address', () => {
    const error = asChunkLoadError(
      new TypeError(
        'Failed to fetch dynamically imported module: https://site.test/assets/faq-abc123.js',
      ),
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error?.type).toBe('missing');
    expect(error?.address).toBe('https://site.test/assets/faq-abc123.js');
  });

  it('ignores errors that are not about loading code', () => {
    expect(asChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkLoadError('boom')).toBeNull();
  });

  it('passes a time-out through unchanged', () => {
    const timeout = new ChunkLoadError('timeout', '/faq');
    expect(asChunkLoadError(timeout)).toBe(timeout);
    expect(timeout.message).toContain('timeout');
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads the first time and not again for the same address', () => {
    const reload = vi.fn();
    const error = new ChunkLoadError('missing', '/assets/a.js');
    sessionStorage.clear();
    expect(reloadOnceForChunk(error, sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunk(error, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
