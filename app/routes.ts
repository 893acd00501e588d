import type { RouteConfig } from '@react-router/dev/routes';
import { siteOptions } from './site-options/current';
import { routeTable } from './site-options/route-table';

// The one route table (app/site-options/route-table.ts) for the brand file's site options:
// which home layout is `/`, and whether the other layouts and the demo pages exist.
export default routeTable(siteOptions) satisfies RouteConfig;
