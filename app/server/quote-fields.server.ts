import type { RouterContextProvider } from 'react-router';
import { OFFICE_SETTINGS_TAG } from '../../common/office-settings-tag';
import { QUOTE_SWITCHABLE, type QuoteSwitchable } from '../forms/quote-fields';
import { showsTags } from './content.server';
import { databaseAwayContext, servicesContext } from './context';

/** The required fields the server last read: what a page built without the database shows. */
let lastRead: readonly QuoteSwitchable[] = QUOTE_SWITCHABLE;

/**
 * The quote form's required fields as the office set them (the spec's while pre-rendering or
 * when the settings cannot be read); the page is tagged so a change drops it from the caches.
 * A page answering a form the database did not take shows the last ones read, without asking.
 */
export async function requiredQuoteFields(
  context: Readonly<RouterContextProvider>,
): Promise<readonly QuoteSwitchable[]> {
  const services = context.get(servicesContext);
  if (!services) return QUOTE_SWITCHABLE;
  if (context.get(databaseAwayContext)) return lastRead;
  showsTags(context, OFFICE_SETTINGS_TAG);
  const settings = await services.office.settings().catch((error: unknown) => {
    services.failures.failure('office settings', error, '(the quote page shows the spec defaults)');
    return undefined;
  });
  if (settings) lastRead = settings.requiredQuoteFields;
  return settings?.requiredQuoteFields ?? QUOTE_SWITCHABLE;
}
