/**
 * The office's privacy notice (the `privacy` settings document): published, it is the page at
 * /privacy and the footer's Privacy policy link; until then the link leads to the contact page
 * and /privacy is not found. The seed's copy is a draft, so pre-rendered pages never show it.
 * A preview link of the document shows its draft.
 */
import type { RouterContextProvider } from 'react-router';
import type { Documents } from '../../server/content/published';
import type { PrivacyNotice } from '../content/types';
import { showsTags } from './content.server';
import { databaseAwayContext, previewContext, servicesContext } from './context';

export const PRIVACY_PATH = '/privacy';
const UNTIL_PUBLISHED = '/contact-us';

/** The published notice (a preview's draft with its link), or undefined. */
export async function publishedPrivacy(
  context: Readonly<RouterContextProvider>,
): Promise<PrivacyNotice | undefined> {
  const services = context.get(servicesContext);
  if (!services) return undefined;
  showsTags(context, 'settings:privacy');
  // A page built without the database: the notice as last read (the seed's is a draft).
  if (context.get(databaseAwayContext)) {
    const last = services.content.published.lastGood('document', 'privacy');
    return (last as Documents['privacy'] | undefined)?.privacyNotice;
  }
  const reads = context.get(previewContext)?.reads ?? services.content.published;
  return (await reads.document('privacy'))?.privacyNotice;
}

/** Where the footer's Privacy policy link leads. */
export async function privacyLink(context: Readonly<RouterContextProvider>): Promise<string> {
  const notice = await publishedPrivacy(context).catch((error: unknown) => {
    context
      .get(servicesContext)
      ?.failures.failure('published content', error, '(the footer links the contact page)');
    return undefined;
  });
  return notice ? PRIVACY_PATH : UNTIL_PUBLISHED;
}

/** For the office settings screen: whether it is published, and where it is edited. */
export interface PrivacyStatus {
  published: boolean;
  editPath: string | null;
}

export async function privacyStatus(
  context: Readonly<RouterContextProvider>,
): Promise<PrivacyStatus> {
  const services = context.get(servicesContext);
  if (!services) return { published: false, editPath: null };
  const item = await services.content.editor.find('settings', 'privacy');
  return {
    published: Boolean(item?.live),
    editPath: item ? `/admin/content/settings/${item.id}` : null,
  };
}
