/**
 * A stored setting that no longer reads (its default is used): said through a failure log of
 * its own, so a setting read on every request gives one timestamped line a minute, not one per
 * request.
 */
import { createFailureLog } from './failure-log.ts';

const log = createFailureLog();
const UNREADABLE = { code: 'UNREADABLE_SETTING' };

/** Logs `line` (which setting, and what is used instead), rate-limited. */
export const warnUnreadableSetting = (line: string) =>
  log.failure('settings', UNREADABLE, `(${line})`);
