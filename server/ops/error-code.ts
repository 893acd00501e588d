/**
 * A failure's code and a plain description of it, for logs and start messages. Only the code
 * and our own words are ever printed: a driver's message may quote what a visitor typed (an
 * invalid value, an address the mail server rejected), so it never reaches a log line.
 */

/** SQLite's primary result codes that mean the file, not the query, is the trouble. */
const SQLITE_CODES: Record<number, string> = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  26: 'SQLITE_NOTADB',
};

/** Messages of errors that carry no code (pg and pg-pool), given one. */
const MESSAGE_CODES: [RegExp, string][] = [
  [/^Query read timeout/, 'QUERY_TIMEOUT'],
  [/timeout exceeded when trying to connect|due to connection timeout/, 'CONNECT_TIMEOUT'],
  [/^Connection terminated/, 'CONNECTION_LOST'],
  [/not queryable|Client was closed/, 'CONNECTION_LOST'],
];

const DESCRIPTIONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ETIMEDOUT: 'timed out',
  EPIPE: 'connection closed',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  TEMP_DISK_LOW: 'too little free space in the temporary folder',
  BODY_STALLED: 'the sender stopped sending',
  BODY_TOO_SLOW: 'the body took longer than its limit',
  CONNECT_TIMEOUT: 'no answer within the connect timeout',
  QUERY_TIMEOUT: 'no answer within the statement timeout',
  CONNECTION_LOST: 'the connection was lost',
  REQUEST_BUDGET: "no answer within the request's time budget",
  '3D000': 'no such database',
  '28P01': 'password rejected',
  '28000': 'this user may not connect',
  '57P01': 'the database server ended the connection (restart or shutdown)',
  '57P02': 'the database server crashed',
  '57P03': 'the database server is starting up',
  '57014': 'statement timed out',
  '53300': 'too many connections',
  SQLITE_BUSY: 'the file is locked by another process',
  SQLITE_LOCKED: 'the file is locked',
  SQLITE_READONLY: 'the file cannot be written',
  SQLITE_IOERR: 'disk input/output error',
  SQLITE_CORRUPT: 'the file is damaged',
  SQLITE_FULL: 'the disk is full',
  SQLITE_CANTOPEN: 'the file cannot be opened',
  SQLITE_NOTADB: 'the file is not an SQLite database',
  ECONNECTION: 'connection closed unexpectedly',
  ESOCKET: 'socket error',
  EDNS: 'host name lookup failed',
  ETLS: 'TLS handshake failed',
  EAUTH: 'authentication failed',
  ENOAUTH: 'no credentials given',
  TIMEOUT: 'no answer within the timeout',
  REFUSED_ADDRESS: 'refused: not a public address (never connected)',
  UNREADABLE_SETTING: 'a stored setting is not readable; its default is used',
  UNREADABLE_NOTIFICATION: 'a notification on the change channel could not be read',
  FILE_CLEAN_TIME: 'cleaning a file took longer than FILE_CLEAN_SECONDS',
  FILE_CLEAN_MEMORY: 'cleaning a file needed more memory than allowed',
  PDF_STREAM_PAST_CEILING: 'a PDF stream inflates past the decoding ceiling',
};

/** The most specific code an error carries: SQLSTATE, errno name, SMTP reply or our own. */
export function errorCode(error: unknown): string {
  const value = (error ?? {}) as {
    code?: unknown;
    errcode?: unknown;
    responseCode?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof value.errcode === 'number') {
    const primary = SQLITE_CODES[value.errcode & 0xff];
    if (primary) return primary;
    return `SQLITE_${value.errcode}`;
  }
  if (typeof value.responseCode === 'number') return `SMTP ${value.responseCode}`;
  // A connection attempt to every address of a host fails as one AggregateError.
  if (!value.code && Array.isArray(value.errors) && value.errors.length > 0) {
    return errorCode(value.errors[0]);
  }
  if (typeof value.code === 'string' && value.code) return value.code;
  const message = typeof value.message === 'string' ? value.message : '';
  const known = MESSAGE_CODES.find(([pattern]) => pattern.test(message));
  return known ? known[1] : error instanceof Error ? error.name : 'UNKNOWN';
}

/** "connection refused (ECONNREFUSED)": our words for the code, and the code. */
export function describeError(error: unknown): string {
  const code = errorCode(error);
  const text =
    DESCRIPTIONS[code] ??
    (code.startsWith('SMTP ')
      ? 'mail server refused'
      : code.startsWith('HTTP ')
        ? 'the receiving server answered with an error'
        : 'error');
  return `${text} (${code})`;
}
