import * as v from 'valibot';
import {
  MAX_ID_LENGTH,
  MAX_METRICS,
  MAX_ROUTE_LENGTH,
  METRIC_MAX,
  METRIC_NAMES,
  NAV_TYPES,
  type VitalsPayload,
} from '../../app/vitals/payload.ts';

const metricSchema = v.pipe(
  v.object({
    name: v.picklist(METRIC_NAMES, 'Unknown metric name.'),
    value: v.pipe(
      v.number('A metric value must be a number.'),
      v.finite('A metric value must be finite.'),
      v.minValue(0, 'A metric value cannot be negative.'),
    ),
    id: v.pipe(
      v.string('A metric id must be text.'),
      v.minLength(1, 'A metric id is missing.'),
      v.maxLength(MAX_ID_LENGTH, 'A metric id is too long.'),
      v.regex(/^[\w.-]+$/, 'A metric id has unexpected characters.'),
    ),
  }),
  v.check((metric) => metric.value <= METRIC_MAX[metric.name], 'A metric value is out of range.'),
);

/** What a beacon must look like (app/vitals/payload.ts builds it). */
export const vitalsSchema = v.object({
  route: v.pipe(
    v.string('The route must be text.'),
    v.maxLength(MAX_ROUTE_LENGTH, 'The route is too long.'),
    v.regex(/^\/[^\s?#]*$/, 'The route must be a path without query or fragment.'),
  ),
  nav: v.optional(v.picklist(NAV_TYPES, 'Unknown navigation type.')),
  metrics: v.pipe(
    v.array(metricSchema, 'Metrics must be a list.'),
    v.minLength(1, 'No metrics were sent.'),
    v.maxLength(MAX_METRICS, 'Too many metrics.'),
  ),
});

/** Reads a beacon body: the checked payload, or the first reason it was refused. */
export function parseVitals(text: string): { payload: VitalsPayload } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  const result = v.safeParse(vitalsSchema, json);
  if (!result.success) return { error: result.issues[0]?.message ?? 'The body could not be read.' };
  return { payload: result.output };
}
