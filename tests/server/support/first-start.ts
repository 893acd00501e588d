// What every server start does to its database (server/services-start.ts: migrations, the first
// owner, the content seed and its comments), run on DATABASE_URL with the settings in the
// environment, then closed: the first-start template's maker (template-database.ts). Run by Node
// itself (type stripping and the compile cache, as the server runs) rather than in the test
// runner, whose module transform of the server's modules costs several times more.
import { readConfig } from '../../../server/config.ts';
import { createFailureLog } from '../../../server/ops/failure-log.ts';
import { openServices } from '../../../server/services-start.ts';

const config = readConfig({ ...process.env, PORT: '0' });
const lines: string[] = [];
const log = createFailureLog((line) => lines.push(line), { isDebug: false });
const { services, database, transport } = await openServices(config, log);
await services.flushing();
await services.close();
await database.close();
transport.close();
if (lines.length > 0) {
  console.error(lines.join('\n'));
  process.exitCode = 1;
}
