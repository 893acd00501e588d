/**
 * The company's contact details for the page being rendered: the root loader reads the
 * published `contact` document here (its read tags every page `settings:contact`, so a publish
 * drops every cached page), and keeps the details in the request's context for structured data
 * (app/entry.server.tsx). The last details a published page showed also answer the server's own
 * error pages, which must not need the database.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import { contactDetails as seedContact } from '../content/contact';
import { contactView } from '../content/contact-view';
import type { ContactDetails, ContactView } from '../content/types';
import { contentOf, previewUntil } from './content.server';

/** The contact details the page is rendered with; null until the root loader has read them. */
export const contactContext = createContext<ContactDetails | null>(null);

let lastPublished: ContactDetails = seedContact;

/** Reads the published contact details (a preview's draft, if it is the contact document's). */
export async function readContact(context: Readonly<RouterContextProvider>): Promise<ContactView> {
  const { contactDetails } = await contentOf(context).document('contact');
  context.set(contactContext, contactDetails);
  if (previewUntil(context) === null) lastPublished = contactDetails;
  return contactView(contactDetails);
}

/** The details the last published page was rendered with (the seed's before the first). */
export const lastKnownContact = (): ContactDetails => lastPublished;
