/**
 * Where structured data finds the contact details of the page being rendered. Route `meta`
 * functions get no request context, so the server entry (app/entry.server.tsx) registers a
 * reader of the details its render was given (from the root loader's read of the store). Without
 * one (unit tests, scripts) the seed's are used. Only server-side code calls it: the browser
 * renders no structured data (app/lib/meta.ts).
 */
import { contactDetails as seedContact } from '../../content/contact';
import type { ContactDetails } from '../../content/types';

let source: () => ContactDetails | undefined = () => undefined;

/** Registers how to read the details of the render in progress (the server entry, once). */
export function setContactSource(read: () => ContactDetails | undefined): void {
  source = read;
}

/** The contact details of the page being rendered (the seed's when none was registered). */
export const renderedContact = (): ContactDetails => source() ?? seedContact;
