import { brand } from '../brand';
import type { SiteOptions } from './site-options';

/** The site's options as the brand file sets them (app/brand.ts, `options`). */
export const siteOptions: SiteOptions = brand.options;
