import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EXPORT_HEADER } from '../../common/lead-export-header.ts';
import { type LeadFilter, parseLeadFilter } from '../../common/lead-filter.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { clockAt, insertLead, insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { getLead } from './lead-detail.ts';
import { exportLeads } from './lead-export.ts';
import { boardColumns, listLeads } from './lead-list.ts';

// Monday 8 June 2026, 10:00 in Los Angeles.
const clock = clockAt('2026-06-08T17:00:00.000Z');

describe.each(databases)('the pipeline’s lists on %s', (kind) => {
  let database: Db;
  let ada: number;
  const ids = {} as Record<
    'friday' | 'saturday' | 'oldContacted' | 'due' | 'won' | 'underscore' | 'plain',
    number
  >;
  beforeAll(async () => {
    database = await freshDb(kind);
    ada = await insertPerson(database.db, 'Ada');
    const db = database.db;
    // Friday 5 June, 15:00 and Saturday 6 June, 09:00 (Los Angeles).
    ids.friday = await insertLead(db, { name: 'Fri Day', createdAt: '2026-06-05T22:00:00.000Z' });
    ids.saturday = await insertLead(db, { kind: 'message', createdAt: '2026-06-06T16:00:00.000Z' });
    ids.oldContacted = await insertLead(db, {
      stage: 'contacted',
      ownerId: ada,
      value: 5000,
      createdAt: '2026-05-20T17:00:00.000Z',
      touchedAt: '2026-06-01T16:00:00.000Z',
    });
    ids.due = await insertLead(db, {
      stage: 'quote_sent',
      value: 12000,
      followUpOn: '2026-06-08',
      touchedAt: '2026-06-07T16:00:00.000Z',
    });
    ids.won = await insertLead(db, { stage: 'won', value: 30000, followUpOn: '2026-06-01' });
    // Monday 8 June, 09:00 (Los Angeles): an hour before the clock.
    const monday = '2026-06-08T16:00:00.000Z';
    ids.underscore = await insertLead(db, {
      company: 'Snake_Case Ltd',
      message: 'Up 100% now',
      createdAt: monday,
    });
    ids.plain = await insertLead(db, {
      company: 'SnakeXCase Ltd',
      message: 'Up 1000 now',
      createdAt: monday,
    });
    await insertLead(db, { folder: 'spam', stage: 'new', value: 999, company: 'Snake_Case Ltd' });
    await insertLead(db, { kind: 'comment', name: 'Commenter' });
  });
  afterAll(() => database.close());
  const list = async (filter: LeadFilter) =>
    (await listLeads(database.db, filter, clock)).leads.map((lead) => lead.id).sort();
  const sorted = (...values: number[]) => [...values].sort();

  it('lists quotes and messages of the inbox, newest first, never spam or comments', async () => {
    const { leads, total } = await listLeads(database.db, {}, clock);
    expect(total).toBe(7);
    const times = leads.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(leads.some((lead) => lead.name === 'Commenter')).toBe(false);
  });

  it('filters by stage, owner, kind and the company’s days', async () => {
    expect(await list({ stage: 'contacted' })).toEqual([ids.oldContacted]);
    expect(await list({ owner: ada })).toEqual([ids.oldContacted]);
    expect((await list({ owner: 'none' })).length).toBe(6);
    expect(await list({ kind: 'message' })).toEqual([ids.saturday]);
    // Friday 5 June in Los Angeles is 07:00Z on the 5th to 07:00Z on the 6th.
    expect(await list({ from: '2026-06-05', to: '2026-06-05' })).toEqual([ids.friday]);
    expect(await list({ from: '2026-06-06', to: '2026-06-07' })).toEqual([ids.saturday]);
    expect(await list({ from: '2026-06-08' })).toEqual(sorted(ids.underscore, ids.plain));
  });

  it('matches _, % and \\ as themselves, in any case', async () => {
    expect(await list({ q: 'snake_case' })).toEqual([ids.underscore]);
    expect(await list({ q: '100%' })).toEqual([ids.underscore]);
    expect(await list({ q: 'SNAKE' })).toEqual(sorted(ids.underscore, ids.plain));
    expect(await list({ q: '\\' })).toEqual([]);
    expect(await list({ q: 'fri day' })).toEqual([ids.friday]);
  });

  it('flags stale and due leads, and the stale filter finds exactly the flagged ones', async () => {
    const { leads } = await listLeads(database.db, {}, clock);
    const flagged = leads.filter((lead) => lead.isStale).map((lead) => lead.id);
    // Friday's is a business day old on Monday at 15:00; Saturday's not until Tuesday.
    expect(flagged.sort()).toEqual(sorted(ids.oldContacted));
    expect(await list({ flag: 'stale' })).toEqual(flagged);
    const later = clockAt('2026-06-08T23:00:00.000Z');
    const { leads: evening } = await listLeads(database.db, { flag: 'stale' }, later);
    expect(evening.map((lead) => lead.id).sort()).toEqual(sorted(ids.friday, ids.oldContacted));
    expect(await list({ flag: 'due' })).toEqual([ids.due]);
    expect(leads.find((lead) => lead.id === ids.due)?.isDue).toBe(true);
    expect(leads.find((lead) => lead.id === ids.won)?.isDue).toBe(false);
  });

  it('builds the board’s columns with counts and values, and only the filtered stage', async () => {
    const columns = await boardColumns(database.db, {}, clock);
    expect(columns.map((c) => [c.stage, c.count, c.value])).toEqual([
      ['new', 4, 0],
      ['contacted', 1, 5000],
      ['site_visit', 0, 0],
      ['quote_sent', 1, 12000],
      ['won', 1, 30000],
      ['lost', 0, 0],
    ]);
    expect(columns[0]?.leads).toHaveLength(4);
    const one = await boardColumns(database.db, { stage: 'won' }, clock);
    expect(one.map((c) => c.stage)).toEqual(['won']);
  });

  it('recognises the same person by email in any case, showing their earlier leads only', async () => {
    const first = await insertLead(database.db, {
      email: 'Sam.Lee@Example.com',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const second = await insertLead(database.db, {
      kind: 'message',
      email: 'sam.lee@example.com',
      createdAt: '2026-04-01T10:00:00.000Z',
    });
    await insertLead(database.db, { email: 'SAM.LEE@example.com', folder: 'spam' });
    const third = await insertLead(database.db, {
      email: 'sam.lee@EXAMPLE.com',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    const earlier = (await getLead(database.db, third, clock))?.earlier.map((lead) => lead.id);
    expect(earlier).toEqual([second, first]);
    expect((await getLead(database.db, first, clock))?.earlier).toEqual([]);
  });

  it('exports stage, owner, value, source and dates with the list’s filter', async () => {
    await database.db
      .updateTable('submissions')
      .set({
        source_page: '/services/interior-design',
        entry_page: '/blog/a-post?utm_source=news',
        referrer: 'https://search.example/',
        utm: JSON.stringify({ utm_source: 'news', utm_medium: 'mail' }),
      })
      .where('id', '=', ids.oldContacted)
      .execute();
    const rows = await exportLeads(database.db, { owner: ada }, clock);
    expect(Object.keys(rows[0] ?? {})).toEqual([...LEAD_EXPORT_HEADER]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: ids.oldContacted,
        stage: 'contacted',
        owner: 'Ada',
        estimated_value: 5000,
        touched_at: '2026-06-01T16:00:00.000Z',
        created_at: '2026-05-20T17:00:00.000Z',
        source_page: '/services/interior-design',
        entry_page: '/blog/a-post?utm_source=news',
        referrer: 'https://search.example/',
        utm: 'utm_source=news; utm_medium=mail',
      }),
    ]);
  });
});

describe('the filter in the address', () => {
  it('reads every filter, ignores empty fields and refuses what it cannot read', () => {
    const read = (query: string) => parseLeadFilter(new URLSearchParams(query));
    expect(
      read('stage=quote_sent&owner=3&kind=quote&from=2026-06-01&to=2026-06-30&q=+roof+&flag=due'),
    ).toEqual({
      stage: 'quote_sent',
      owner: 3,
      kind: 'quote',
      from: '2026-06-01',
      to: '2026-06-30',
      q: 'roof',
      flag: 'due',
    });
    expect(read('stage=&owner=&kind=&q=')).toEqual({});
    expect(read('owner=none')).toEqual({ owner: 'none' });
    for (const bad of ['stage=handled', 'owner=x', 'kind=comment', 'from=2026-02-30', 'flag=old']) {
      expect(() => read(bad), bad).toThrow(/filter|date/);
    }
  });
});
