/** Whether a database error is a unique index refusing a row (PostgreSQL 23505, SQLite's UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
  };
  if (code === '23505') return true;
  // node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) or the primary key's (1555).
  if (errcode === 2067 || errcode === 1555) return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
