import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const asInputs = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];

/**
 * Opens an SQLite file with Node's built-in driver, shaped as Kysely's SqliteDialect expects.
 * WAL lets readers work beside the writer; the busy timeout waits out a second process;
 * secure_delete zeroes what is deleted.
 * Throws when the file cannot be written: a write lock is taken and released at once.
 */
export function openSqlite(file: string): SqliteDatabase {
  const database = new DatabaseSync(file, { timeout: 5000 });
  try {
    // secure_delete: deleted rows are overwritten with zeros, not left readable in free space
    // (an erased address must be in no byte of the file; docs/decisions/039).
    database.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;',
    );
    database.exec('BEGIN IMMEDIATE; ROLLBACK;');
  } catch (error) {
    database.close();
    throw error;
  }
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...asInputs(parameters)),
        run: (parameters) => statement.run(...asInputs(parameters)),
        iterate: (parameters) => statement.iterate(...asInputs(parameters)),
      };
    },
  };
}
