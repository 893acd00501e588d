import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { exportRows, postForm, signIn } from './support/site';

// The lead pipeline through the real server on each database: its pages and changes are the
// office's only (a session, from this site), every change is a form post that works without
// script, bad input is a 4xx with its reason, and the export carries what the pipeline knows.

const quote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: 'house-renovation',
  message: 'Two-storey extension at the back, start in spring.',
};

/** The lead ids a page of the pipeline shows, in its order. */
const leadIds = (html: string) => [...html.matchAll(/name="id" value="(\d+)"/g)].map((m) => m[1]);

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('the pipeline over HTTP', () => {
  let site: InProcessSite;
  let owner: string;
  beforeAll(async () => {
    site = await openSite('sqlite');
    owner = await signIn(site);
  });
  afterAll(() => site?.close());

  const page = async (path: string, cookie = owner) => {
    const response = await site.fetch(`${site.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text(), response };
  };
  const change = (path: string, fields: Record<string, string>, headers = {}) =>
    postForm(site, path, fields, { cookie: owner, ...headers });

  it('refuses every page, change and export without a session, and changes from another site', async () => {
    for (const path of [
      '/admin/leads',
      '/admin/leads/board',
      '/admin/leads/1',
      '/admin/export.csv?stage=new',
    ]) {
      const answer = await page(path, '');
      expect(answer.status, path).toBe(303);
      expect(answer.response.headers.get('location'), path).toBe('/admin/sign-in');
    }
    const changes: [string, Record<string, string>][] = [
      ['/admin/leads/board', { intent: 'stage', id: '1', stage: 'contacted' }],
      ['/admin/leads', { intent: 'stage', id: '1', stage: 'won' }],
      ['/admin/leads/1', { intent: 'owner', owner: '1' }],
      ['/admin/leads/1', { intent: 'note', note: 'Called' }],
      ['/admin/leads/1', { intent: 'follow-up', followUp: '2026-06-01' }],
      ['/admin/leads/1', { intent: 'value', value: '100' }],
    ];
    const signedOut = await signIn(site);
    await postForm(site, '/admin', { intent: 'sign-out' }, { cookie: signedOut });
    for (const [path, fields] of changes) {
      const label = `${path} ${fields.intent}`;
      expect((await postForm(site, path, fields)).status, label).toBe(401);
      expect((await postForm(site, path, fields, { cookie: signedOut })).status, label).toBe(401);
      const crossSite = await change(path, fields, { Origin: 'https://elsewhere.example' });
      expect(crossSite.status, label).toBe(403);
    }
  });

  it('works a lead from New to Won with forms alone, each change in its history and the export', async () => {
    expect((await postForm(site, '/request-quote', quote)).status).toBe(303);
    const board = await page('/admin/leads/board');
    expect(board.status).toBe(200);
    const [id] = leadIds(board.text);
    if (!id) throw new Error('the board shows no lead');
    expect(board.text).toContain('Dana Reyes');

    const moved = await change('/admin/leads/board', { intent: 'stage', id, stage: 'contacted' });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('Dana Reyes moved to Contacted.');
    const lead = `/admin/leads/${id}`;
    const ownerId = (await page(lead)).text.match(/<option value="(\d+)">[^<]*\(you\)/)?.[1] ?? '';
    expect(ownerId).toMatch(/^\d+$/);
    const steps: Record<string, string>[] = [
      { intent: 'owner', owner: ownerId },
      { intent: 'note', note: 'Site visit booked for Tuesday.' },
      { intent: 'follow-up', followUp: '2026-06-09' },
      { intent: 'value', value: '48,000' },
      { intent: 'stage', stage: 'quote_sent' },
    ];
    for (const fields of steps) {
      expect((await change(lead, fields)).status, fields.intent).toBe(200);
    }
    const lost = await change(lead, { intent: 'stage', stage: 'lost', reason: ' ' });
    expect(lost.status).toBe(422);
    expect(await lost.text()).toContain('Say why it was lost.');
    expect((await change('/admin/leads', { intent: 'stage', id, stage: 'won' })).status).toBe(200);

    const after = (await page(lead)).text;
    for (const words of [
      'moved it to Contacted',
      'wrote a note',
      'Site visit booked for Tuesday.',
      'moved it to Won',
    ]) {
      expect(after).toContain(words);
    }
    const rows = await exportRows(site, owner, '?stage=won');
    const [header, row] = rows as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(cell('stage')).toBe('won');
    expect(cell('owner_email')).toBe('owner@example.com');
    expect(cell('estimated_value')).toBe('48000');
    expect(cell('follow_up_on')).toBe('2026-06-09');
    expect(cell('first_reply_at')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cell('email')).toBe(quote.email);
    for (const column of [
      'created_at',
      'touched_at',
      'source_page',
      'entry_page',
      'referrer',
      'utm',
    ]) {
      expect(header).toContain(column);
    }
  });

  it('answers what it cannot use with a 4xx and its reason, never a 500', async () => {
    const [id] = leadIds((await page('/admin/leads')).text);
    if (!id) throw new Error('the list shows no lead');
    const lead = `/admin/leads/${id}`;
    const refusals: [Record<string, string>, number, string][] = [
      [{ intent: 'owner', owner: '99999' }, 422, 'one of the people who sign in'],
      [{ intent: 'owner', owner: 'x' }, 422, 'one of the people who sign in'],
      [{ intent: 'owner', owner: '2147483648' }, 422, 'one of the people who sign in'],
      [{ intent: 'value', value: 'lots' }, 422, 'a whole amount'],
      [{ intent: 'follow-up', followUp: '2026-02-30' }, 422, 'a day such as'],
      [{ intent: 'note', note: 'x'.repeat(5001) }, 422, 'at most 5,000'],
      [{ intent: 'stage', stage: 'handled' }, 422, 'Choose one of the stages'],
      [{ intent: 'nothing' }, 400, 'Unknown action'],
    ];
    for (const [fields, status, words] of refusals) {
      const answer = await change(lead, fields);
      expect(answer.status, fields.intent).toBe(status);
      expect(await answer.text(), fields.intent).toContain(words);
    }
    expect((await change('/admin/leads/99999', { intent: 'note', note: 'Hi' })).status).toBe(404);
    expect((await change('/admin/leads', { intent: 'note', note: 'Hi' })).status).toBe(400);
    for (const [path, status] of [
      ['/admin/leads?stage=handled', 400],
      ['/admin/leads?from=2026-02-30', 400],
      ['/admin/leads?page=0', 400],
      ['/admin/leads/99999', 404],
      ['/admin/leads/nothing', 404],
      ['/admin/export.csv?owner=x', 400],
      // Past PostgreSQL's integer: a 400 with its reason, never the database's error as a 500.
      ['/admin/leads?owner=2147483648', 400],
      ['/admin/export.csv?owner=99999999999', 400],
      ['/admin/audit?before=2147483648', 400],
      ['/admin/audit?before=x', 400],
      ['/admin/audit?before=2147483647', 200],
    ] as const) {
      expect((await page(path)).status, path).toBe(status);
    }
  });

  it('filters by what the address says, and searches _ and % as themselves', async () => {
    for (const [name, message] of [
      ['Snake_Case', 'Up 100% this year'],
      ['SnakeXCase', 'Up 1000 this year'],
    ] as const) {
      const sent = await postForm(site, '/contact-us', {
        name,
        email: `${name.toLowerCase()}@example.com`,
        message,
      });
      expect(sent.status).toBe(303);
    }
    const found = async (query: string) => {
      const { status, text } = await page(`/admin/leads${query}`);
      expect(status, query).toBe(200);
      return ['Snake_Case', 'SnakeXCase', 'Dana Reyes'].filter((name) =>
        text.includes(`>${name}<`),
      );
    };
    expect(await found('?q=snake_case')).toEqual(['Snake_Case']);
    expect(await found('?q=100%25')).toEqual(['Snake_Case']);
    expect(await found('?q=SNAKE')).toEqual(['Snake_Case', 'SnakeXCase']);
    expect(await found('?kind=message')).toEqual(['Snake_Case', 'SnakeXCase']);
    expect(await found('?kind=quote&stage=won')).toEqual(['Dana Reyes']);
    expect(await found('?owner=none&kind=message&stage=new')).toEqual(['Snake_Case', 'SnakeXCase']);
    expect(await found('?from=2020-01-01&to=2020-12-31')).toEqual([]);
    // The board keeps the filter too; a filter's stage leaves one column.
    const board = (await page('/admin/leads/board?stage=new&q=snake')).text;
    expect(board.match(/data-column="/g)).toHaveLength(1);
    expect(board).toContain('SnakeXCase');
  });

  it('keeps the inbox’s old addresses: lead filters lead to the list, comments go to their screen', async () => {
    const old = await page('/admin?kind=message&q=snake');
    expect(old.status).toBe(302);
    expect(old.response.headers.get('location')).toBe('/admin/leads?kind=message&q=snake');
    // Comments have their own screen (decision 054).
    const comments = await page('/admin?kind=comment');
    expect(comments.status).toBe(302);
    expect(comments.response.headers.get('location')).toBe('/admin/comments');
    const home = await page('/admin');
    expect(home.text).toContain('Time to first reply');
    expect(home.text).not.toContain('Mark handled');
  });
});
