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
 * One PostgreSQL for the whole run; each server under test gets a database of its own. The
 * first-start templates (template-database.ts) are made once here, one of each database.
 */
export default async function setup(project: TestProject) {
  const { url, stop } = startPostgres(await findFreePort(55432));
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
