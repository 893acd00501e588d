/**
 * Every content type, by family: one import point for collections, components and tests.
 * Each field has a one-line doc comment in the module that defines it.
 */

/** Each page's introduction (content/settings/pages.yml), typed by its schema. */
export type { IntroPageKey, PageIntros } from './schemas/page-intros';
export type { PrivacyNotice } from './schemas/privacy';
export type * from './types/blog';
export type * from './types/contact';
export type * from './types/media';
export type * from './types/page';
export type * from './types/people';
export type * from './types/work';
