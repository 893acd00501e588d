import { brand } from '../brand.ts';
import type { SiteOptions } from './site-options.ts';

/** The site's options as the brand file sets them (app/brand.ts, `options`). */
export const siteOptions: SiteOptions = brand.options;
