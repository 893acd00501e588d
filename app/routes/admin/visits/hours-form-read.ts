/** The visit hours form's fields, read into the shape the server checks (it refuses what is wrong). */
import { WEEKDAYS } from '../../../../common/weekdays';

const text = (form: FormData, name: string, max = 300) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

const whole = (form: FormData, name: string) => {
  const value = text(form, name, 10);
  return value === '' ? Number.NaN : Number(value);
};

export function readHoursForm(form: FormData, knownPeople: readonly number[]) {
  const visiting = form
    .getAll('visits')
    .map(Number)
    .filter((id) => knownPeople.includes(id));
  return {
    slotMinutes: whole(form, 'slotMinutes'),
    bufferMinutes: whole(form, 'bufferMinutes'),
    daysAhead: whole(form, 'daysAhead'),
    noticeHours: whole(form, 'noticeHours'),
    daysOff: text(form, 'daysOff', 8000)
      .split(/[\s,]+/)
      .filter(Boolean),
    people: visiting.map((userId) => {
      const week: Record<string, { opens: string; closes: string }> = {};
      for (const day of WEEKDAYS) {
        const opens = text(form, `opens-${userId}-${day}`, 5);
        const closes = text(form, `closes-${userId}-${day}`, 5);
        if (opens || closes) week[day] = { opens, closes };
      }
      const feed = text(form, `feed-${userId}`, 2000);
      return {
        userId,
        week: Object.keys(week).length > 0 ? week : null,
        feedUrl: feed || null,
      };
    }),
  };
}
