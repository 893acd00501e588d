/**
 * The content store's refusals (common/refusal.ts), with the HTTP status a route answers: the
 * message is written for the office and names the field, the slug or the version at fault.
 */
import { refusal } from '../../common/refusal.ts';

/** The item (or revision, or collection) does not exist: 404. */
export const notFound = (what: string) => refusal(404, `${what} does not exist`);

/** The request clashes with what is stored (a taken slug, a newer save): 409. */
export const conflict = (message: string) => refusal(409, message);
