import type { Plugin } from 'vite';

/** PORT as a port number; undefined when unset; throws a readable error when it is not one. */
export function portFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT should be a port number from 1 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * `npm run dev` listens on PORT when it is set, and stops with Vite's "Port … is already in use"
 * rather than moving to another port; without PORT, Vite's 5173 or the next free one. Vite
 * prints the address it listens on.
 */
export function devPort(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'dev-port',
    apply: 'serve',
    config() {
      const port = portFrom(env.PORT);
      return port === undefined ? {} : { server: { port, strictPort: true } };
    },
  };
}
