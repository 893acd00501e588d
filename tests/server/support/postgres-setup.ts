import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../../common/free-port.ts';
import { startPostgres } from './postgres';
import { TEST_SETTINGS } from './site';
import { makeTemplates } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL; each test database is created from it. */
    postgresUrl: string;
  }
}

/**
 * A cluster on a free port. Another run starting in the same moment may take the port between
 * the look and PostgreSQL's bind (seen with colleagues' runs: "could not bind … Address already
 * in use"): the start is tried again on the next free port, three times at most.
 */
async function startCluster() {
  for (let attempt = 0; ; attempt++) {
    const port = await findFreePort(55432 + attempt * 10);
    try {
      return startPostgres(port);
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/**
 * One PostgreSQL for the whole run; each server under test gets a database of its own. The
 * first-start templates (template-database.ts) are made once here, one of each database.
 */
export default async function setup(project: TestProject) {
  const { url, stop } = await startCluster();
  project.provide('postgresUrl', url);
  try {
    const { sqliteTemplate, postgresTemplate } = await makeTemplates(url, TEST_SETTINGS);
    project.provide('sqliteTemplate', sqliteTemplate);
    project.provide('postgresTemplate', postgresTemplate);
  } catch (error) {
    stop();
    throw error;
  }
  return () => stop();
}
