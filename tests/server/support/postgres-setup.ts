import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../../common/free-port.ts';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL; each test database is created from it. */
    postgresUrl: string;
  }
}

/** One PostgreSQL for the whole run; each server under test gets a database of its own. */
export default async function setup(project: TestProject) {
  const { url, stop } = startPostgres(await findFreePort(55432));
  project.provide('postgresUrl', url);
  return () => stop();
}
