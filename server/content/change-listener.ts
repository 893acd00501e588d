/**
 * The listening side of change-feed.ts: one dedicated PostgreSQL connection per server that
 * `LISTEN`s on the change channel and hands every other server's change to this one's
 * listeners. It must never let a missed change keep a page stale, nor take the server down:
 *
 * - The change counter (`content_state.version`) says what was missed. Every committed write
 *   moves it by exactly one, so the values this server heard (its own notifications included)
 *   must be a gapless run up to the database's value.
 * - Lost connection (restart, failover, a terminated backend): logged with its cause, retried
 *   with a growing wait; meanwhile the counter is read through the server's pool every few
 *   seconds, and any move drops everything cached. On reconnect: LISTEN first, then read the
 *   counter; if it moved since what was heard, everything cached is dropped.
 * - While listening, the counter is read on the same connection every few seconds (which also
 *   proves the connection alive); a gap still there at a second reading a second later (a
 *   notification that never came) drops everything.
 */
import pg from 'pg';
import type { FailureLog } from '../ops/failure-log.ts';
import { CHANNEL, type ChangeMessage, decodeMessage } from './change-feed.ts';

/** The kind of the log lines this writes. */
export const LISTENER_LOG = 'content changes';

export interface ListenerTiming {
  /** Longest wait for the connection. */
  connectMs: number;
  /** Longest a counter reading may take on the listening connection before it counts as lost. */
  queryMs: number;
  /** Between counter readings while listening. */
  heartbeatMs: number;
  /** After a reading ahead of what was heard: the next reading, which decides. */
  recheckMs: number;
  /** Between counter readings through the pool while not listening. */
  pollMs: number;
  /** The first wait before reconnecting; doubled after each failure up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_TIMING: ListenerTiming = {
  connectMs: 5000,
  queryMs: 5000,
  heartbeatMs: 5000,
  recheckMs: 1000,
  pollMs: 3000,
  retryMs: 500,
  maxRetryMs: 15_000,
};

export interface ChangeListenerOptions {
  /** The database's URL (the same as the pool's). */
  url: string;
  /** This server's id in the messages: its own are not handed on (it told itself already). */
  origin: string;
  /** Another server's change. */
  onMessage: (message: ChangeMessage) => void;
  /** Changes may have been missed up to the counter's `storeVersion`: drop everything. */
  onMissed: (storeVersion: number) => void;
  /** The counter, read through the server's pool (while the listening connection is down). */
  readVersion: () => Promise<number>;
  log: FailureLog;
  timing?: Partial<ListenerTiming>;
}

/**
 * The counter values accounted for: `complete` is the highest value up to which every value was
 * heard (or read when everything was dropped); values heard beyond a gap wait in `ahead`.
 */
export function createVersionTracker() {
  let complete: number | undefined;
  const ahead = new Set<number>();
  const absorb = () => {
    if (complete === undefined) return;
    let next = complete;
    while (ahead.delete(next + 1)) next++;
    complete = next;
  };
  return {
    get complete() {
      return complete;
    },
    /** A value heard in a notification. */
    note(version: number) {
      if (complete !== undefined && version <= complete) return;
      ahead.add(version);
      absorb();
    },
    /** Everything up to `version` is accounted for (a reading after everything was dropped). */
    reset(version: number) {
      if (complete !== undefined && version < complete) ahead.clear();
      for (const value of ahead) if (value <= version) ahead.delete(value);
      complete = version;
      absorb();
    },
  };
}

const lostError = () =>
  Object.assign(new Error('Connection terminated'), { code: 'CONNECTION_LOST' });

async function readVersionOn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ version: string | number }>(
    'select version from content_state where id = 1',
  );
  return Number(rows[0]?.version ?? 0);
}

/** Starts listening (in the background); `stop` closes the connection and the timers. */
export function listenForChanges(options: ChangeListenerOptions) {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { log } = options;
  const tracker = createVersionTracker();
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retryMs = timing.retryMs;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let tickTimer: NodeJS.Timeout | undefined;
  /** A counter value seen ahead of what was heard at the last reading. */
  let gapAt: number | undefined;
  let dropped = 0;

  /** Drops everything when `version` is not what was heard; from then on it is. */
  const catchUp = (version: number) => {
    if (tracker.complete === version) return;
    tracker.reset(version);
    gapAt = undefined;
    dropped++;
    options.onMissed(version);
  };

  const hear = (payload: string | undefined) => {
    const message = decodeMessage(payload);
    if (!message) {
      // Not a message of ours: what it meant is unknown, so nothing cached is trusted.
      log.failure(
        LISTENER_LOG,
        Object.assign(new Error('unreadable'), { code: 'UNREADABLE_NOTIFICATION' }),
        '(every cached page was dropped)',
      );
      options.onMissed(tracker.complete ?? 0);
      return;
    }
    tracker.note(message.storeVersion);
    if (message.origin !== options.origin) options.onMessage(message);
  };

  /** One timer for both readings: on the listening connection, or through the pool. */
  const tick = () => {
    if (stopped) return;
    tickTimer = setTimeout(
      () => void (listening ? heartbeat() : poll()).finally(tick),
      !listening ? timing.pollMs : gapAt === undefined ? timing.heartbeatMs : timing.recheckMs,
    );
    tickTimer.unref();
  };

  /** While listening: the counter on the listening connection, which also proves it alive. */
  const heartbeat = async () => {
    const current = client;
    if (!current || !listening) return;
    let version: number;
    try {
      version = await readVersionOn(current);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current) return;
    const complete = tracker.complete ?? -1;
    if (version <= complete) {
      if (version < complete) catchUp(version); // the database went back (a restore)
      gapAt = undefined;
      return;
    }
    // Ahead of what was heard: a notification in flight, or one that never came.
    if (gapAt !== undefined && complete < gapAt) catchUp(version);
    else gapAt = version;
  };

  /** While not listening: the counter through the pool (its failures are the pool's to log). */
  const poll = async () => {
    if (listening) return;
    try {
      catchUp(await options.readVersion());
    } catch {
      // The database is away: the pool's monitor logs it; the next reading tries again.
    }
  };

  function lost(which: pg.Client, error: unknown) {
    if (client !== which || stopped) return;
    client = undefined;
    listening = false;
    log.failure(
      LISTENER_LOG,
      error,
      `(not hearing other servers' changes: reconnecting, and reading the change counter every ${Math.round(timing.pollMs / 1000)} s meanwhile)`,
    );
    // The connection is already broken and its loss logged above; closing it may fail too.
    which.end().catch((error) => log.failure(LISTENER_LOG, error, '(closing the lost connection)'));
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect(), retryMs);
    reconnectTimer.unref();
    retryMs = Math.min(retryMs * 2, timing.maxRetryMs);
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: timing.connectMs,
      query_timeout: timing.queryMs,
      keepAlive: true,
      // pg_stat_activity shows whose listener it is.
      application_name: `site change listener ${options.origin}`.slice(0, 63),
    });
    client = next;
    // Without these an error on the connection would end the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, lostError()));
    next.on('notification', (message) => {
      if (client === next && message.channel === CHANNEL) hear(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      // Read after LISTEN: a write committed later is heard, an earlier one is in the count.
      const version = await readVersionOn(next);
      if (client !== next || stopped) return;
      listening = true;
      retryMs = timing.retryMs;
      log.recovered(LISTENER_LOG, 'listening again');
      // The first connection too: pages cached before it was made were never covered.
      catchUp(version);
    } catch (error) {
      lost(next, error);
    }
  }

  void connect();
  tick();
  return {
    /** Whether the connection listens now, the counter accounted for, and full drops so far. */
    status: () => ({ listening, version: tracker.complete ?? null, dropped }),
    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(tickTimer);
      const current = client;
      client = undefined;
      listening = false;
      await current
        ?.end()
        .catch((error) => log.failure(LISTENER_LOG, error, '(closing on shutdown)'));
    },
  };
}

export type ChangeListener = ReturnType<typeof listenForChanges>;
