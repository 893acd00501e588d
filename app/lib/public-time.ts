/**
 * The one time format of the public pages (decision 056): the company's own, as its opening
 * hours have always read ("Mon–Fri 8:00–18:00"): the 24-hour clock, no leading zero on the
 * hour. The opening hours and the answer promise ("by 17:30 today") both come through here.
 * (The admin keeps its own clock text, app/lib/clock-text.ts.)
 */

/** "8:00", "17:30", "0:05": a time of day on the public pages. */
export function publicTime(hours: number, minutes: number): string {
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

/** The same for a stored "HH:MM" ("08:00" → "8:00"). */
export function publicTimeOf(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return publicTime(hours, minutes);
}
