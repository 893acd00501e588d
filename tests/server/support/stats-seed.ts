/**
 * Feeds a simulation (tests/server/fixtures/visits.ts) into a database the way the site does:
 * every view and bot through stats-ingest's `record` at its own time, each lead with the visit
 * key `visitOf` gives it at its time, stored with the columns the form handler writes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.ts';
import { createStatsIngest, type IncomingView } from '../../../server/stats/record.ts';
import type { SimLead, Simulation, SimView } from '../fixtures/visits.ts';

type Event = {
  at: Date;
  view?: SimView;
  bot?: Simulation['bots'][number];
  lead?: SimLead;
  index?: number;
};

export async function feedSimulation(
  db: Kysely<Database>,
  sim: Simulation,
  timeZone: string,
): Promise<{ lead: SimLead; id: number }[]> {
  let clock = new Date(0);
  const ingest = createStatsIngest(db, { timeZone: async () => timeZone, now: () => clock });
  const saveLead = async (lead: SimLead, index = 0) => {
    const { person } = lead.visit;
    const visit = await ingest.visitOf(person.address, person.userAgent, person.optOut);
    const row = await db
      .insertInto('submissions')
      .values({
        kind: lead.kind,
        created_at: lead.at.toISOString(),
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        message: 'A kitchen extension, please.',
        status: 'new',
        folder: lead.folder,
        fingerprint: `stats-fixture-${index}`,
        source_page: lead.sourcePage,
        entry_page: lead.entryPage,
        referrer: lead.referrer,
        utm: lead.utm,
        ...visit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const viewOf = (event: Event): IncomingView | undefined => {
    if (event.view) {
      const { view } = event;
      const { person } = view;
      return {
        path: view.path,
        entry: view.entry,
        referrer: view.referrer,
        utm: view.utm,
        address: person.address,
        userAgent: person.userAgent,
        optOut: person.optOut,
      };
    }
    if (event.bot) {
      const none = { source: null, medium: null, campaign: null };
      const { bot } = event;
      return {
        path: bot.path,
        entry: true,
        referrer: null,
        utm: none,
        address: '192.0.2.10',
        userAgent: bot.userAgent,
        optOut: false,
      };
    }
    return undefined;
  };
  // In the order they happen: a day's salt is made once, and a lead gets its visit's key.
  const events: Event[] = [
    ...sim.views.map((view) => ({ at: view.at, view })),
    ...sim.bots.map((bot) => ({ at: bot.at, bot })),
    ...sim.leads.map((lead, index) => ({ at: lead.at, lead, index })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const saved: { lead: SimLead; id: number }[] = [];
  for (const event of events) {
    clock = event.at;
    const view = viewOf(event);
    if (view) await ingest.record(view);
    if (event.lead) saved.push({ lead: event.lead, id: await saveLead(event.lead, event.index) });
  }
  saved.sort((a, b) => a.id - b.id);
  return saved;
}
