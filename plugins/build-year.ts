import type { Plugin } from 'vite';

/** The environment variable that holds (or pins) the build's year. */
export const BUILD_YEAR_VARIABLE = 'SITE_BUILD_YEAR';

/**
 * Compiles the build's year into the code as `__BUILD_YEAR__` (app/lib/site-year.ts). The year
 * is read once per process and kept in the environment, so the browser and server builds of one
 * `npm run build` share it even across midnight on 31 December; setting SITE_BUILD_YEAR pins it.
 */
export function buildYear(): Plugin {
  return {
    name: 'build-year',
    config() {
      process.env[BUILD_YEAR_VARIABLE] ??= String(new Date().getUTCFullYear());
      const year = Number(process.env[BUILD_YEAR_VARIABLE]);
      if (!Number.isInteger(year) || year < 1800) {
        throw new Error(
          `${BUILD_YEAR_VARIABLE}: expected a year such as 2026, got "${process.env[BUILD_YEAR_VARIABLE]}"`,
        );
      }
      return { define: { __BUILD_YEAR__: String(year) } };
    },
  };
}
