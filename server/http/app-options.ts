/** What the one server for the whole site is made from (app.ts). */
import type { ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import type { ProxyTrust } from './client-address.ts';
import type { UploadSettings } from './media-upload.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RenderCache } from './render-cache.ts';
import type { SecurityHeaders } from './security.ts';
import type { ServerExtras } from './server-extras.ts';

export interface AppOptions {
  build: ServerBuild;
  /** The project folder (the share cards read the design tokens and fonts from it). */
  root: string;
  extras: ServerExtras;
  services: Services;
  clientDir: string;
  postLimiter: RateLimiter;
  /** Web-vitals beacons per address (docs/decisions/017). */
  vitalsLimiter: RateLimiter;
  /** Page-view beacons and no-script images per address (decision 036); 120 a minute if not given. */
  viewsLimiter?: RateLimiter;
  /** TRUST_PROXY: whose X-Forwarded-* headers count (client-address.ts). */
  trustProxy: ProxyTrust;
  security: SecurityHeaders;
  /** `GET /healthz` (health.ts). */
  health: (request: Request) => Promise<Response>;
  /**
   * A visitor's request's database time, all its reads and its save together
   * (server/db/request-budget.ts); none when not given. The admin's work is not limited by it.
   */
  requestDatabaseMs?: number;
  /** True while the database is unreachable: a failed page then answers 503, not 500. */
  isDatabaseDown: () => boolean;
  /** True once shutdown began: every answer closes its connection. */
  isClosing: () => boolean;
  /** Told about a request that failed outside the app (e.g. a body cut off by the timeout). */
  onError?: (error: unknown) => void;
  /** Rendered pages kept in memory (render-cache.ts); one is made when not given. */
  renderCache?: RenderCache;
  /** Photo uploads at POST /admin/media (media-upload.ts): the size limit and the log. */
  uploads: UploadSettings;
}
