/**
 * The bounds of the visit-hours numbers (issue 33, decision 060): what the server accepts
 * (server/visits/visit-hours.ts) and what the form's number fields offer, written once.
 */
export interface VisitNumber {
  /** The setting's field name. */
  name: 'slotMinutes' | 'bufferMinutes' | 'daysAhead' | 'noticeHours';
  /** Its label on the form. */
  label: string;
  min: number;
  max: number;
  /** The form's step (1 unless given). */
  step?: number;
  /** What a value under `min`, or over `max`, is told. */
  tooLow: string;
  tooHigh: string;
}

export const VISIT_NUMBERS: readonly VisitNumber[] = [
  {
    name: 'slotMinutes',
    label: 'Length of a visit (minutes)',
    min: 15,
    max: 480,
    step: 15,
    tooLow: 'at least 15 minutes',
    tooHigh: 'at most 8 hours',
  },
  {
    name: 'bufferMinutes',
    label: 'Travel between visits (minutes)',
    min: 0,
    max: 240,
    step: 5,
    tooLow: 'zero or more minutes',
    tooHigh: 'at most 4 hours',
  },
  {
    name: 'daysAhead',
    label: 'How far ahead (days)',
    min: 1,
    max: 90,
    tooLow: 'at least 1 day',
    tooHigh: 'at most 90 days',
  },
  {
    name: 'noticeHours',
    label: 'Booked at least (hours before)',
    min: 0,
    max: 168,
    tooLow: 'zero or more hours',
    tooHigh: 'at most a week',
  },
];
