// What every server start does to its database (server/services-start.ts: migrations, the first
// owner, the content seed and its comments), run on each database URL given as an argument with
// the settings in the environment, one after the other, each closed after: the first-start
// templates' maker (template-database.ts). Run by Node itself (type stripping and the compile
// cache, as the server runs), one process for both databases, rather than in the test runner,
// whose transform of the server's modules cost several times more.
import { readConfig } from '../../../server/config.ts';
import { createFailureLog } from '../../../server/ops/failure-log.ts';
import { openServices } from '../../../server/services-start.ts';

const lines: string[] = [];
for (const databaseUrl of process.argv.slice(2)) {
  const config = readConfig({ ...process.env, DATABASE_URL: databaseUrl, PORT: '0' });
  const log = createFailureLog((line) => lines.push(line), { isDebug: false });
  const { services, database, transport } = await openServices(config, log);
  await services.flushing();
  await services.close();
  await database.close();
  transport.close();
}
if (lines.length > 0) {
  console.error(lines.join('\n'));
  process.exitCode = 1;
}
