import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './browser/chunk-error';
import { ErrorBoundary } from './root';

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];
const renderBoundary = (error: unknown) =>
  render(<ErrorBoundary {...({ error, params: {} } as BoundaryProps)} />);

describe('root ErrorBoundary', () => {
  it('reads "Unexpected Application Error!" with the message and a way home', () => {
    renderBoundary(new Error('Something broke while rendering'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke while rendering')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('names a chunk-loading failure with its type and address and offers a reload', () => {
    // Marks the reload as already tried, so the screen stays (as after a second failure).
    sessionStorage.setItem('chunk-reload', '/assets/faq-abc.js');
    renderBoundary(
      new TypeError('Failed to fetch dynamically imported module: /assets/faq-abc.js'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chunk loading failed' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('chunk-error-type')).toHaveTextContent('missing');
    expect(screen.getByTestId('chunk-error-address')).toHaveTextContent('/assets/faq-abc.js');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows a chunk time-out with its type', () => {
    renderBoundary(new ChunkLoadError('timeout', '/blog'));
    expect(screen.getByTestId('chunk-error-type')).toHaveTextContent('timeout');
    expect(screen.getByTestId('chunk-error-address')).toHaveTextContent('/blog');
  });
});
