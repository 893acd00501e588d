/**
 * The chart's points: the report's days, or their sums per week (Monday on) or per calendar
 * month for long periods. A week's or month's visitors are the sum of its days' visitors (a
 * visitor is a key of one day only, so days cannot be joined).
 */
import type { DayPoint } from '../../../../server/stats/report-types';
import { addDays, type Bucket, dateValue, dayWords } from './stats-period';

export interface ChartPoint {
  /** The first day of the day, week or month (YYYY-MM-DD), within the period. */
  start: string;
  /** The last day of it within the period. */
  end: string;
  visitors: number;
  enquiries: number;
}

/** The key of the week (its Monday) or month a day belongs to. */
function bucketKey(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const value = dateValue(day) ?? 0;
  const weekday = (new Date(value).getUTCDay() + 6) % 7;
  return new Date(value - weekday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The series as the chart draws it, in day order. */
export function chartPoints(series: readonly DayPoint[], bucket: Bucket): ChartPoint[] {
  const points: ChartPoint[] = [];
  let last: { key: string; point: ChartPoint } | undefined;
  for (const day of [...series].sort((a, b) => a.day.localeCompare(b.day))) {
    const key = bucketKey(day.day, bucket);
    if (last?.key === key) {
      last.point.end = day.day;
      last.point.visitors += day.visitors;
      last.point.enquiries += day.enquiries;
      continue;
    }
    const point = {
      start: day.day,
      end: day.day,
      visitors: day.visitors,
      enquiries: day.enquiries,
    };
    points.push(point);
    last = { key, point };
  }
  return points;
}

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A point's span in words: "5 Nov 2026", "2 Nov 2026 to 8 Nov 2026", "November 2026". */
export function pointWords(point: ChartPoint, bucket: Bucket): string {
  if (bucket === 'day') return dayWords(point.start);
  if (bucket === 'month' && point.start.endsWith('-01')) {
    const month = monthFormat.format(dateValue(point.start) ?? 0);
    // A month still going (or cut by the period's end) says where it stops.
    return addDays(point.end, 1).endsWith('-01') ? month : `${month}, to ${dayWords(point.end)}`;
  }
  return point.start === point.end
    ? dayWords(point.start)
    : `${dayWords(point.start)} to ${dayWords(point.end)}`;
}

export const BUCKET_WORDS: Record<Bucket, string> = {
  day: 'per day',
  week: 'per week (Monday to Sunday)',
  month: 'per month',
};

/** The chart's one-sentence summary, for those who do not see it. */
export function chartSummary(points: readonly ChartPoint[], bucket: Bucket): string {
  const visitors = points.reduce((sum, point) => sum + point.visitors, 0);
  const enquiries = points.reduce((sum, point) => sum + point.enquiries, 0);
  if (points.length === 0) return 'No days in this period.';
  const busiest = points.reduce((best, point) => (point.visitors > best.visitors ? point : best));
  const first = points[0] as ChartPoint;
  const last = points.at(-1) as ChartPoint;
  const span = `${dayWords(first.start)} to ${dayWords(last.end)}`;
  const most =
    visitors > 0
      ? `; the most visitors were ${pointWords(busiest, bucket)} (${busiest.visitors})`
      : '';
  return `Visitors and enquiries ${BUCKET_WORDS[bucket]}, ${span}: ${visitors} visitors and ${enquiries} enquiries in all${most}.`;
}
