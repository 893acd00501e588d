/** Content schemas in one place: the build's content step, the server's store and the editor. */
export * from './choices.ts';
export * from './collections.ts';
export * from './describe-issues.ts';
export * from './documents.ts';
export * from './fields.ts';
export * from './page-intros.ts';
