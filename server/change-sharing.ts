/**
 * How a change made on one server reaches every cache that shows it (docs/decisions/024):
 * this server's render cache at once (services.ts), the other servers' through PostgreSQL
 * NOTIFY (content/change-feed.ts, content/change-listener.ts), and a CDN through
 * CDN_PURGE_URL, called by the server that made the change only. With SQLite there is one
 * server: its in-process emitter tells its own caches, and the counter watch
 * (content/version-watch.ts) sees `npm run content:import` run beside it.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { encodeMessage, notify } from './content/change-feed.ts';
import { type ChangeListener, listenForChanges } from './content/change-listener.ts';
import { bumpStoreVersion } from './content/events.ts';
import type { ContentStore } from './content/store.ts';
import { VERSION_WATCH_MS, watchStoreVersion } from './content/version-watch.ts';
import type { Dialect } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import { createCdnPurger } from './http/cdn-purge.ts';
import type { FailureLog } from './ops/failure-log.ts';

/** Drops what shows `tags` (every cached page when undefined: something may have been missed). */
export type DropTags = (tags: readonly string[] | undefined) => void;

/** Longest a shutdown waits for purges still being sent. */
const SETTLE_AT_SHUTDOWN_MS = 5000;

export interface ChangeSharingOptions {
  config: Pick<Config, 'databaseUrl' | 'cdnPurge'>;
  dialect: Dialect;
  /** This server's id in the notifications it sends. */
  origin: string;
  content: ContentStore;
  log: FailureLog;
  /** This server's caches (the render cache, through services.onChange). */
  drop: DropTags;
}

export function shareChanges(options: ChangeSharingOptions) {
  const { config, dialect, origin, content, log, drop } = options;
  const purger = config.cdnPurge ? createCdnPurger(config.cdnPurge, log) : undefined;
  // Through the content store's emitter, so everything that keeps content (the published
  // reads, the render cache) drops what changed, as for this server's own changes.
  const listener: ChangeListener | undefined =
    dialect === 'postgres'
      ? listenForChanges({
          url: config.databaseUrl,
          origin,
          log,
          readVersion: content.version,
          onMessage: (message) => {
            if (message.kind === 'comments') drop(['comments']);
            else if (message.everything) content.changedElsewhere(message.storeVersion);
            else if (message.change) {
              content.heard({ ...message.change, actor: null, storeVersion: message.storeVersion });
            }
          },
          onMissed: (storeVersion) => content.changedElsewhere(storeVersion),
        })
      : undefined;
  const stopWatching = dialect === 'sqlite' ? watchStoreVersion(content, log) : undefined;

  return {
    /** A change this server made that visitors see: the CDN drops its tags too. */
    purge(tags: readonly string[]) {
      purger?.purge(tags);
    },
    /**
     * A comment approved or hidden, inside its transaction. On PostgreSQL it moves the change
     * counter (so a server that missed the notification still sees that something changed)
     * and tells the other servers, only if it commits. SQLite's one server needs neither.
     */
    async commentsChanged(trx: Kysely<Database>) {
      if (dialect !== 'postgres') return;
      const storeVersion = await bumpStoreVersion(trx);
      await notify(trx, [encodeMessage({ kind: 'comments', origin, storeVersion })]);
    },
    /**
     * An office setting that pages show (the quote form's required fields), inside its
     * transaction. On PostgreSQL the other servers drop every cached page ("everything": rare,
     * and there is no finer message for it); SQLite's one server needs nothing more.
     */
    async officeSettingsChanged(trx: Kysely<Database>) {
      if (dialect !== 'postgres') return;
      const storeVersion = await bumpStoreVersion(trx);
      await notify(trx, [
        encodeMessage({ kind: 'content', origin, storeVersion, everything: true }),
      ]);
    },
    /**
     * The office's lists or a post author's facts changed (server/taxonomy), inside the
     * change's transaction: the counter moves on every database (SQLite's watch and this
     * server's caches read it) and, on PostgreSQL, the other servers drop every cached page.
     */
    async listsChanged(trx: Kysely<Database>): Promise<number> {
      const storeVersion = await bumpStoreVersion(trx);
      if (dialect === 'postgres') {
        await notify(trx, [
          encodeMessage({ kind: 'content', origin, storeVersion, everything: true }),
        ]);
      }
      return storeVersion;
    },
    /** For /healthz: how this server hears of the others' changes. */
    status() {
      if (!listener) {
        return {
          via: `SQLite: this server, and the change counter every ${VERSION_WATCH_MS / 1000} s`,
        };
      }
      return { via: 'PostgreSQL LISTEN/NOTIFY', ...listener.status() };
    },
    /** Stops listening and sends the purges still waiting (for a few seconds at most). */
    async stop() {
      stopWatching?.();
      await listener?.stop();
      if (!purger) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        purger.settle(),
        new Promise((done) => {
          timer = setTimeout(done, SETTLE_AT_SHUTDOWN_MS);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

export type ChangeSharing = ReturnType<typeof shareChanges>;
