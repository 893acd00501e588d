import { act, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChunkTimeout } from './use-chunk-timeout';

function Shell() {
  useChunkTimeout(1000);
  return (
    <>
      <Link to="/slow">Go</Link>
      <Outlet />
    </>
  );
}

const HomePage = () => <p>home</p>;
const SlowPage = () => <p>slow page</p>;

function Boundary({ error }: { error: unknown }) {
  return <p>{error instanceof Error ? error.message : 'unknown'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useChunkTimeout', () => {
  it('turns a navigation that never finishes into a chunk time-out error', async () => {
    vi.useFakeTimers();
    // React and the router report the error a boundary caught; captured here, checked below.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Shell,
        ErrorBoundary: Boundary as never,
        children: [
          { index: true, Component: HomePage },
          { path: 'slow', Component: SlowPage, loader: () => new Promise(() => {}) },
        ],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await act(async () => {
      screen.getByText('Go').click();
    });
    await act(async () => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.getByText(/Loading chunk failed \(timeout: \/slow\)/)).toBeInTheDocument();
    const logged = reported.mock.calls.flat().filter((arg) => arg instanceof Error);
    expect(logged.some((error) => error.name === 'ChunkLoadError')).toBe(true);
  });
});
