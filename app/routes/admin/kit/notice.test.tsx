import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('the kit’s notice', () => {
  it('announces an error as an alert, or politely in a screen’s one live region', () => {
    const { rerender } = render(<Notice tone="error">Say why it was lost.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Say why it was lost.');
    rerender(
      <Notice tone="error" polite>
        Say why it was lost.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Say why it was lost.');
  });

  it('keeps one live region element from empty to a message (so the message is read)', () => {
    const { rerender } = render(<Notice tone="success" polite />);
    const region = screen.getByRole('status');
    rerender(
      <Notice tone="success" polite>
        Note added.
      </Notice>,
    );
    expect(screen.getByRole('status')).toBe(region);
    rerender(
      <Notice tone="error" polite>
        Say why it was lost.
      </Notice>,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Error: Say why it was lost.');
  });
});
