import { describe, expect, it } from 'vitest';
import { toolbarTarget } from './toolbar-keys';

describe('toolbarTarget', () => {
  it('moves to the next and previous button, wrapping at both ends', () => {
    expect(toolbarTarget('ArrowRight', 0, 4)).toBe(1);
    expect(toolbarTarget('ArrowDown', 3, 4)).toBe(0);
    expect(toolbarTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(toolbarTarget('ArrowUp', 2, 4)).toBe(1);
  });

  it('jumps to the first and last button with Home and End', () => {
    expect(toolbarTarget('Home', 2, 4)).toBe(0);
    expect(toolbarTarget('End', 1, 4)).toBe(3);
  });

  it('leaves other keys, and a target outside the toolbar, alone', () => {
    expect(toolbarTarget('Enter', 1, 4)).toBeNull();
    expect(toolbarTarget('ArrowRight', -1, 4)).toBeNull();
  });
});
