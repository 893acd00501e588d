/**
 * When the office answers a quote request or message: within one opening day of office time,
 * counted from when it was sent in the company's time zone over the opening hours of the
 * `contact` settings document. Sent on a Friday at 15:00 to an office open Monday to Friday,
 * 08:00 to 18:00, it is three hours on Friday and seven on Monday: "by Monday 15:00". Sent on a
 * Saturday, by the end of Monday. Server-side only (the confirmation gets the words).
 */
import { TZDate } from '@date-fns/tz';
import { WEEKDAYS } from '../content/schemas/choices';
import { publicTime } from '../lib/public-time';

/** The opening hours as the contact document holds them. */
export interface OpeningHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

const MINUTE = 60_000;
/** Deadlines are rounded up to the half hour, never past the closing time. */
const ROUND_MS = 30 * MINUTE;
/** Three weeks of days is more than one opening day needs; the bound keeps bad data finite. */
const MAX_DAYS = 21;

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The instant of `minutes` after local midnight of the company's day `offset` days after `from`. */
function localTime(from: number, timeZone: string, offset: number, minutes: number): number {
  const day = new TZDate(from, timeZone);
  return new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate() + offset,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  ).getTime();
}

/** The instant by which the office answers something sent at `sentAt`. */
export function answerBy(sentAt: Date, hours: OpeningHours, timeZone: string): Date {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const span = (closes - opens) * MINUTE;
  const openDays = new Set(hours.days);
  const start = sentAt.getTime();
  if (span <= 0 || openDays.size === 0) return new Date(start + 24 * 60 * MINUTE);
  let left = span;
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    const open = localTime(start, timeZone, offset, opens);
    const weekday = WEEKDAYS[(new TZDate(open, timeZone).getDay() + 6) % 7];
    if (!weekday || !openDays.has(weekday)) continue;
    const close = localTime(start, timeZone, offset, closes);
    const from = Math.max(open, start);
    if (from >= close) continue;
    if (close - from >= left) {
      const due = from + left;
      return new Date(Math.min(Math.ceil(due / ROUND_MS) * ROUND_MS, close));
    }
    left -= close - from;
  }
  return new Date(start + 24 * 60 * MINUTE);
}

/** "15:00", "17:30": the public pages' one time format, as the opening hours show it. */
const clockWords = (date: TZDate) => publicTime(date.getHours(), date.getMinutes());

const dayKey = (date: TZDate) => date.getFullYear() * 400 + date.getMonth() * 32 + date.getDate();

/**
 * The deadline in words, seen from `now`: "by 17:30 today", "by 12:00 tomorrow", "by Monday
 * 15:00", or with the date when it is a week or more away.
 */
export function answerWords(due: Date, now: Date, timeZone: string): string {
  const at = new TZDate(due.getTime(), timeZone);
  const today = new TZDate(now.getTime(), timeZone);
  const time = clockWords(at);
  if (dayKey(at) === dayKey(today)) return `by ${time} today`;
  const tomorrow = new TZDate(localTime(now.getTime(), timeZone, 1, 0), timeZone);
  if (dayKey(at) === dayKey(tomorrow)) return `by ${time} tomorrow`;
  const weekday = WEEKDAYS[(at.getDay() + 6) % 7] ?? '';
  const days = (due.getTime() - now.getTime()) / (24 * 60 * MINUTE);
  if (days < 6) return `by ${weekday} ${time}`;
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone }).format(due);
  return `by ${weekday} ${at.getDate()} ${month}, ${time}`;
}

/** What a confirmation shows of the answer time: the words and the instant. */
export interface AnswerTime {
  at: string;
  words: string;
}

/** The answer time of something sent at `sentAt`, in words seen from then. */
export function answerTime(sentAt: Date, hours: OpeningHours, timeZone: string): AnswerTime {
  const due = answerBy(sentAt, hours, timeZone);
  return { at: due.toISOString(), words: answerWords(due, sentAt, timeZone) };
}
