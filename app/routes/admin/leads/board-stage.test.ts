import { describe, expect, it } from 'vitest';
import { onlyStageChanged, shownStage, stageSearch } from './board-stage';

const columns = [
  { stage: 'new' as const, leads: [] },
  { stage: 'contacted' as const, leads: [{ id: 4 }] },
  { stage: 'won' as const, leads: [{ id: 9 }] },
];

describe('shownStage', () => {
  it('shows the stage the address asks for', () => {
    expect(shownStage(columns, 'won')).toBe('won');
  });

  it('without a valid ask, shows the first stage with leads, else the first', () => {
    expect(shownStage(columns, null)).toBe('contacted');
    expect(shownStage(columns, 'nonsense')).toBe('contacted');
    expect(shownStage([{ stage: 'new', leads: [] }], null)).toBe('new');
    expect(shownStage([], null)).toBeUndefined();
  });

  it('follows a card just moved, over the address', () => {
    expect(shownStage(columns, 'contacted', { ok: true, intent: 'stage', id: 9 })).toBe('won');
    // A refused move, or another change, leaves the choice alone.
    expect(shownStage(columns, 'contacted', { ok: false, intent: 'stage', id: 9 })).toBe(
      'contacted',
    );
    expect(shownStage(columns, 'contacted', { ok: true, intent: 'owner', id: 9 })).toBe(
      'contacted',
    );
  });
});

describe('stageSearch and onlyStageChanged', () => {
  it('keeps the filter and sets the stage', () => {
    expect(stageSearch('?q=roof&show=new', 'won')).toBe('?q=roof&show=won');
    expect(stageSearch('', 'new')).toBe('?show=new');
  });

  it('is true only when the shown stage alone differs', () => {
    const at = (path: string) => new URL(path, 'http://x');
    expect(onlyStageChanged(at('/b?q=a'), at('/b?q=a&show=won'))).toBe(true);
    expect(onlyStageChanged(at('/b?show=new&q=a'), at('/b?q=a&show=won'))).toBe(true);
    expect(onlyStageChanged(at('/b?q=a'), at('/b?q=b&show=won'))).toBe(false);
    expect(onlyStageChanged(at('/b?show=new'), at('/l?show=won'))).toBe(false);
    expect(onlyStageChanged(at('/b?show=new'), at('/b?show=new'))).toBe(false);
  });
});
