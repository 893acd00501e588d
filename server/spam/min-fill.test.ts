import { describe, expect, it } from 'vitest';
import { TOKEN_FIELD } from '../../app/forms/parse-form.ts';
import { describeConfig, readConfig } from '../config.ts';
import { StartError } from '../ops/start-error.ts';
import { createFormTokens, MIN_FILL_MS, MIN_SIGN_UP_MS } from './form-token.ts';
import { MIN_FILL_TEST_SETTING, minFillSetting } from './min-fill.ts';
import { createScreen } from './screen.ts';

const SECRET = Buffer.from('a-secret-of-at-least-thirty-two-bytes!');

describe(MIN_FILL_TEST_SETTING, () => {
  it('is the rule’s 1.5 s when unset, and a lower whole number of ms when a test sets it', () => {
    expect(MIN_FILL_MS).toBe(1500);
    expect(minFillSetting({})).toBe(MIN_FILL_MS);
    expect(minFillSetting({ [MIN_FILL_TEST_SETTING]: ' ' })).toBe(MIN_FILL_MS);
    expect(minFillSetting({ [MIN_FILL_TEST_SETTING]: '0' })).toBe(0);
    expect(minFillSetting({ [MIN_FILL_TEST_SETTING]: '40' })).toBe(40);
    expect(minFillSetting({ [MIN_FILL_TEST_SETTING]: '1500' })).toBe(1500);
  });

  it.each(['1501', '60000', '-1', '1.5', '1e3', 'fast'])(
    'refuses %s at start: it can only lower the rule',
    (value) => {
      let error: unknown;
      try {
        readConfig({ [MIN_FILL_TEST_SETTING]: value });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(StartError);
      expect((error as Error).message).toBe(
        `${MIN_FILL_TEST_SETTING} is for tests only and must be a whole number of milliseconds from 0 to 1500 (got "${value}").`,
      );
    },
  );

  it('is printed at start only when a test lowered the rule', () => {
    const line = (env: NodeJS.ProcessEnv) =>
      describeConfig(readConfig(env)).find((text) => text.startsWith('form tokens:')) ?? '';
    expect(line({})).not.toContain(MIN_FILL_TEST_SETTING);
    expect(line({ [MIN_FILL_TEST_SETTING]: '0' })).toContain(
      `TESTS ONLY: "sent too fast" under 0 ms instead of 1500 (${MIN_FILL_TEST_SETTING})`,
    );
  });
});

describe('the screen under a lowered rule', () => {
  const post = (token: string) => {
    const data = new FormData();
    data.set(TOKEN_FIELD, token);
    return data;
  };

  it('holds every form to the lowered time, the sign-up too; unlowered, to the rule', () => {
    let now = Date.UTC(2026, 5, 1);
    const tokens = createFormTokens(SECRET, () => now);
    const real = createScreen(tokens, 100);
    const lowered = createScreen(tokens, 100, 40);
    const at = { clientIp: '203.0.113.20', texts: [] };
    const signUp = { ...at, minFillMs: MIN_SIGN_UP_MS };

    const token = tokens.issue('s');
    now += 39;
    expect(lowered(post(token), at).reasons).toEqual(['too-fast']);
    expect(lowered(post(token), signUp).reasons).toEqual(['too-fast']);
    now += 1;
    expect(lowered(post(token), at).reasons).toEqual([]);
    expect(lowered(post(token), signUp).reasons).toEqual([]);
    expect(real(post(token), at).reasons).toEqual(['too-fast']);
    expect(real(post(token), signUp).reasons).toEqual(['too-fast']);
    now += MIN_SIGN_UP_MS - 40;
    expect(real(post(token), signUp).reasons).toEqual([]);
    expect(real(post(token), at).reasons).toEqual(['too-fast']);
    now += MIN_FILL_MS - MIN_SIGN_UP_MS;
    expect(real(post(token), at).reasons).toEqual([]);
  });
});
