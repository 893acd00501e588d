import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../test-polyfills';
import { CustomCursor } from './custom-cursor';
import { setCursorPreference } from './use-cursor-preference';

const FINE_POINTER = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const ring = () => document.querySelector('[aria-hidden="true"].pointer-events-none');

beforeEach(() => localStorage.clear());

describe('CustomCursor', () => {
  it('shows a decorative ring for a fine pointer when enabled', async () => {
    installMatchMedia([FINE_POINTER]);
    render(<CustomCursor />);
    await waitFor(() => expect(ring()).toBeInTheDocument());
  });

  it('turns off and on live when the preference changes', async () => {
    installMatchMedia([FINE_POINTER]);
    render(<CustomCursor />);
    await waitFor(() => expect(ring()).toBeInTheDocument());
    act(() => setCursorPreference(false));
    expect(ring()).not.toBeInTheDocument();
    act(() => setCursorPreference(true));
    await waitFor(() => expect(ring()).toBeInTheDocument());
  });

  it('stays away on touch screens and under reduced motion', () => {
    installMatchMedia([REDUCED_MOTION, FINE_POINTER]);
    const { unmount } = render(<CustomCursor />);
    expect(ring()).not.toBeInTheDocument();
    unmount();
    installMatchMedia([]);
    render(<CustomCursor />);
    expect(ring()).not.toBeInTheDocument();
  });
});
