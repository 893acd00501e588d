// `npm run dev`: the site server's services (database, mail, content store) on the settings
// `npm start` reads (DATABASE_URL, ADMIN_PASSWORD, SMTP_URL…), for the admin and form posts.
// Loaded through Vite's server runner by plugins/dev-services.ts, once per dev server.
import { readConfig } from '../config.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { openServices } from '../services-start.ts';

export async function startDevServices(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const log = createFailureLog();
  const { database, transport, services } = await openServices(config, log);
  return {
    services,
    /** Ends what the start opened, in the server's order (services, database, mail). */
    async close() {
      await services.close();
      await database.close().catch((error) => log.failure('database', error, '(closing dev)'));
      transport?.close();
    },
  };
}
