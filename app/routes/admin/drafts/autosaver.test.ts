import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, type AutosaveState, createAutosaver } from './autosaver';

describe('the autosave timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An autosaver whose saves wait until the test answers them. */
  function setUp() {
    const saves: { draft: string; answer: (at: string) => void; fail: (e: Error) => void }[] = [];
    const states: AutosaveState[] = [];
    const saver = createAutosaver<string>({
      save: (draft) =>
        new Promise((resolve, reject) => {
          saves.push({ draft, answer: resolve, fail: reject });
        }),
      onState: (state) => states.push(state),
    });
    return { saver, saves, states };
  }

  it('keeps the draft once, after the typing has stopped for the delay', async () => {
    const { saver, saves, states } = setUp();
    saver.change('R');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    saver.change('Ro');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    saver.change('Roof');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves.map((s) => s.draft)).toEqual(['Roof']);
    expect(states).toEqual([{ kind: 'saving' }]);
    saves[0]?.answer('2026-06-01T09:00:03.000Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: 'saved', at: '2026-06-01T09:00:03.000Z' });
  });

  it('sends one save at a time, the latest typing after the one on its way', async () => {
    const { saver, saves } = setUp();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.change('ab');
    saver.change('abc');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    // 'a' is still on its way: nothing else goes out beside it.
    expect(saves.map((s) => s.draft)).toEqual(['a']);
    saves[0]?.answer('t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.map((s) => s.draft)).toEqual(['a', 'abc']);
  });

  it('says so when a save fails, and the next typing tries again', async () => {
    const { saver, saves, states } = setUp();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saves[0]?.fail(new Error('The server did not answer.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'The server did not answer.' });
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves.map((s) => s.draft)).toEqual(['a', 'ab']);
  });

  it('keeps nothing more once stopped (the work was saved), even typing already waiting', async () => {
    const { saver, saves, states } = setUp();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.change('ab');
    saver.stop();
    saves[0]?.answer('t1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    saver.change('abc');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(saves.map((s) => s.draft)).toEqual(['a']);
    expect(states).toEqual([{ kind: 'saving' }]);
  });

  it('drops waiting typing when the work is saved, and keeps later typing again', async () => {
    const { saver, saves, states } = setUp();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.change('ab');
    saver.cancel();
    saves[0]?.answer('t1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(saves.map((s) => s.draft)).toEqual(['a']);
    // The save on its way when Save was pressed is not reported as the draft.
    expect(states).toEqual([{ kind: 'saving' }, { kind: 'idle' }]);
    saver.change('abc');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves.map((s) => s.draft)).toEqual(['a', 'abc']);
  });
});
