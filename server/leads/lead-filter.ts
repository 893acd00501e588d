/**
 * What the board and the list can be narrowed to, read from the address (so a deep link
 * survives a reload) and turned into one query condition for both databases.
 */

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { leadIdOf } from '../../app/forms/reference.ts';
import type { LeadFilter } from '../../common/lead-filter.ts';
import type { Database } from '../db/schema.ts';
import { dayStartOf, localDate } from './business-days.ts';
import type { StaleCutoffs } from './stale.ts';
import { LEAD_KINDS, type LeadKind, OPEN_STAGES } from './tables.ts';

export { LEAD_FLAGS, type LeadFilter, type LeadFlag } from '../../common/lead-filter.ts';
export { LEAD_KINDS, type LeadKind };

/** A LIKE pattern finding `words` anywhere, with `\`, `%` and `_` matched as themselves. */
export const likePattern = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const SEARCHED = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
/** Between the searched columns: a control character, which the search words never contain. */
const SEPARATOR = '\u001f';

/** What the clock says for the stale and due conditions. */
export interface FilterClock {
  cutoffs: StaleCutoffs;
  timeZone: string;
  now: Date;
}

/**
 * The leads of the inbox folder (never spam) that match `filter`, as a condition on
 * `submissions`. The search spells ESCAPE out: SQLite's LIKE has no escape character otherwise.
 */
export function leadCondition(filter: LeadFilter, clock: FilterClock) {
  return (eb: ExpressionBuilder<Database, 'submissions'>) => {
    const all: Expression<SqlBool>[] = [
      eb('submissions.folder', '=', 'inbox'),
      eb('submissions.kind', 'in', filter.kind ? [filter.kind] : [...LEAD_KINDS]),
    ];
    if (filter.stage) all.push(eb('submissions.stage', '=', filter.stage));
    if (filter.owner === 'none') all.push(eb('submissions.owner_id', 'is', null));
    else if (filter.owner) all.push(eb('submissions.owner_id', '=', filter.owner));
    if (filter.from) {
      const start = dayStartOf(filter.from, clock.timeZone).toISOString();
      all.push(eb('submissions.created_at', '>=', start));
    }
    if (filter.to) {
      const end = dayStartOf(filter.to, clock.timeZone, 1).toISOString();
      all.push(eb('submissions.created_at', '<', end));
    }
    if (filter.q) {
      // One LIKE over the searched columns joined (a separator the search never holds), not one
      // per column: a sixth of the work on every row of a full scan.
      const joined = sql.join(
        SEARCHED.map((column) => sql`coalesce(${eb.ref(`submissions.${column}`)}, '')`),
        sql` || ${SEPARATOR} || `,
      );
      const words = sql<boolean>`lower(${joined}) like ${likePattern(filter.q)} escape '\\'`;
      // A visitor's reference (Q-00K7) finds its lead too (app/forms/reference.ts).
      const referenced = leadIdOf(filter.q);
      all.push(referenced ? eb.or([words, eb('submissions.id', '=', referenced)]) : words);
    }
    if (filter.flag === 'stale') all.push(staleCondition(eb, clock.cutoffs));
    if (filter.flag === 'due') {
      all.push(eb('submissions.stage', 'in', [...OPEN_STAGES]));
      all.push(eb('submissions.follow_up_on', '<=', localDate(clock.now, clock.timeZone)));
    }
    return eb.and(all);
  };
}

/** The stale rule (stale.ts) as a condition. */
export function staleCondition(
  eb: ExpressionBuilder<Database, 'submissions'>,
  cutoffs: StaleCutoffs,
) {
  return eb.or([
    eb.and([
      eb('submissions.stage', '=', 'new'),
      eb('submissions.created_at', '<', cutoffs.newBefore),
    ]),
    eb.and([
      eb('submissions.stage', 'in', [...OPEN_STAGES]),
      eb(
        eb.fn.coalesce('submissions.touched_at', 'submissions.created_at'),
        '<',
        cutoffs.touchedBefore,
      ),
    ]),
  ]);
}
