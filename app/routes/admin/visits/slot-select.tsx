import type { SlotDay } from '../../../../server/visits/slots';
import { fieldControlClass } from '../../../components/form/form-field';
import { dayWords, timeWords } from '../../visit/visit-words';

/** The free times as one labelled select, grouped by day (the office's booking and move forms). */
export function SlotSelect({
  id,
  days,
  timeZone,
  label,
}: {
  id: string;
  days: readonly SlotDay[];
  timeZone: string;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select id={id} name="start" required className={fieldControlClass}>
        {days.length === 0 && <option value="">No free times in the coming weeks</option>}
        {days.map((day) => (
          <optgroup key={day.date} label={dayWords(day.date)}>
            {day.slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {dayWords(day.date)}, {timeWords(slot.start, timeZone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
