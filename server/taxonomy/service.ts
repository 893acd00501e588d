/**
 * The office's tags and project categories, edited in /admin/taxonomy, and what the public pages
 * read of them and of the posts' authors (docs/decisions/055). Every change is audited in its
 * transaction, moves the change counter there (so every server's caches drop the pages, through
 * `share`) and, once committed, tells this server's caches (`changed`).
 */
import type { Kysely } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { type PublicLists, readPublicLists } from './public-lists.ts';
import type { TermKind } from './tables.ts';
import { checkLabel } from './term-words.ts';
import {
  addTerm,
  findTerm,
  listTerms,
  removeTerm,
  renameTerm,
  type Term,
  usesOf,
  writeOrder,
} from './terms.ts';

export type { Term } from './terms.ts';
export type TermOutcome<T = object> = ({ ok: true } & T) | { ok: false; error: string };

/** The two lists, each term with how many posts or projects use it (the admin's view). */
export type TermWithUses = Term & { uses: number };

export interface TaxonomyOptions {
  /** Inside the change's transaction: moves the change counter (and tells other servers). */
  share: (trx: Kysely<Database>) => Promise<number>;
  /** After the commit: this server's caches drop what showed the lists. */
  changed: (storeVersion: number) => void;
  /** Logs a failure to tell the caches of a person's change (the change itself stands). */
  onError: (error: unknown) => void;
}

const NOUN: Record<TermKind, string> = { tag: 'tag', category: 'category' };

export function createTaxonomy(db: Kysely<Database>, options: TaxonomyOptions) {
  // What the pages read, kept until a change (any content change, here or heard from another
  // server, drops it: `forget`); and the last lists read, for a page built while the database
  // is away.
  let kept: Promise<PublicLists> | undefined;
  let lastGood: PublicLists | undefined;
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept = undefined;
  };
  /** A change, its audit entry and the counter, committed together; then the caches hear. */
  const change = async <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => {
    let version = 0;
    const result = await db.transaction().execute(async (trx) => {
      const out = await work(trx);
      version = await options.share(trx);
      return out;
    });
    forget();
    options.changed(version);
    return result;
  };
  const sameLabel = async (kind: TermKind, label: string, exceptId?: number) =>
    (await listTerms(db, kind)).some(
      (term) => term.id !== exceptId && term.label.toLowerCase() === label.toLowerCase(),
    );

  return {
    /** A list in its order (the pages and the editor's choices). */
    list: (kind: TermKind) => listTerms(db, kind),

    /** A list with each term's uses (the admin screen). */
    async listWithUses(kind: TermKind): Promise<TermWithUses[]> {
      const terms = await listTerms(db, kind);
      return Promise.all(terms.map(async (t) => ({ ...t, uses: await usesOf(db, kind, t.slug) })));
    },

    async add(
      actor: AuditActor,
      kind: TermKind,
      raw: string,
    ): Promise<TermOutcome<{ term: Term }>> {
      const checked = checkLabel(raw);
      if (!checked.ok) return checked;
      if (await sameLabel(kind, checked.label)) {
        return { ok: false, error: `There is already a ${NOUN[kind]} called “${checked.label}”.` };
      }
      try {
        const term = await change(async (trx) => {
          const added = await addTerm(trx, kind, checked.label);
          await audit(trx, {
            actor,
            action: `${kind}.added`,
            subject: added.slug,
            detail: { label: added.label },
          });
          return added;
        });
        return { ok: true, term };
      } catch (error) {
        // Two people adding the same name at once: the second meets the first's key.
        if (await sameLabel(kind, checked.label)) {
          return {
            ok: false,
            error: `There is already a ${NOUN[kind]} called “${checked.label}”.`,
          };
        }
        throw error;
      }
    },

    async rename(actor: AuditActor, kind: TermKind, id: number, raw: string): Promise<TermOutcome> {
      const checked = checkLabel(raw);
      if (!checked.ok) return checked;
      const term = await findTerm(db, kind, id);
      if (!term) return { ok: false, error: `That ${NOUN[kind]} is no longer in the list.` };
      if (term.label === checked.label) return { ok: true };
      if (await sameLabel(kind, checked.label, id)) {
        return { ok: false, error: `There is already a ${NOUN[kind]} called “${checked.label}”.` };
      }
      await change(async (trx) => {
        await renameTerm(trx, id, checked.label);
        await audit(trx, {
          actor,
          action: `${kind}.renamed`,
          subject: term.slug,
          detail: { from: term.label, to: checked.label },
        });
      });
      return { ok: true };
    },

    /**
     * Moves a term to place `to` (0 is the first; clamped to the list): the public pages list
     * the tags and the gallery's filters in this order, as the editor offers them.
     */
    async move(actor: AuditActor, kind: TermKind, id: number, to: number): Promise<TermOutcome> {
      const terms = await listTerms(db, kind);
      const from = terms.findIndex((term) => term.id === id);
      const term = terms[from];
      if (!term) return { ok: false, error: `That ${NOUN[kind]} is no longer in the list.` };
      const place = Math.max(0, Math.min(terms.length - 1, Math.trunc(to)));
      if (place === from) return { ok: true };
      const ids = terms.map((t) => t.id);
      ids.splice(place, 0, ...ids.splice(from, 1));
      await change(async (trx) => {
        await writeOrder(trx, kind, ids);
        await audit(trx, {
          actor,
          action: `${kind}.moved`,
          subject: term.slug,
          detail: { label: term.label, place: place + 1, of: terms.length },
        });
      });
      return { ok: true };
    },

    /**
     * Removes a term. A tag leaves the posts that had it; a category's projects move to the
     * category `moveToId` names, which is needed when any project uses it. The last category
     * stays: every project needs one.
     */
    async remove(
      actor: AuditActor,
      kind: TermKind,
      id: number,
      moveToId?: number,
    ): Promise<TermOutcome<{ changed: number }>> {
      const term = await findTerm(db, kind, id);
      if (!term) return { ok: false, error: `That ${NOUN[kind]} is no longer in the list.` };
      let moveTo: Term | undefined;
      if (kind === 'category') {
        const all = await listTerms(db, kind);
        if (all.length <= 1) {
          return { ok: false, error: 'Every project needs a category: add another one first.' };
        }
        const uses = await usesOf(db, kind, term.slug);
        moveTo = all.find((other) => other.id === moveToId && other.id !== id);
        if (uses > 0 && !moveTo) {
          return {
            ok: false,
            error: `Choose the category its ${uses} ${uses === 1 ? 'project moves' : 'projects move'} to.`,
          };
        }
      }
      const changed = await change(async (trx) => {
        const count = await removeTerm(trx, kind, term, moveTo?.slug);
        await audit(trx, {
          actor,
          action: `${kind}.removed`,
          subject: term.slug,
          detail: {
            label: term.label,
            changed: count,
            ...(moveTo ? { movedTo: moveTo.label } : {}),
          },
        });
        return count;
      });
      return { ok: true, changed };
    },

    /** What the public pages show of the lists and the posts' authors (public-lists.ts). */
    publicLists(): Promise<PublicLists> {
      if (kept) return kept;
      const started = generation;
      const reading = readPublicLists(db);
      kept = reading;
      reading.then(
        (lists) => {
          if (generation === started) lastGood = lists;
        },
        () => {
          if (kept === reading) kept = undefined;
        },
      );
      return reading;
    },

    /** The lists as last read, or undefined (for a page built while the database is away). */
    lastGoodLists: (): PublicLists | undefined => lastGood,

    /** Drops the kept lists: something changed (services.ts calls it on every content change). */
    forget,

    /**
     * After a committed change to what the posts show of a person (name, photo, About line,
     * leaving): the caches drop the pages. A failure here is logged, never the caller's: the
     * person's change stands, and the pages follow at the next change.
     */
    async peopleChanged(): Promise<void> {
      try {
        await change(async () => undefined);
      } catch (error) {
        options.onError(error);
      }
    },
  };
}

export type Taxonomy = ReturnType<typeof createTaxonomy>;
