import type { RouterContextProvider } from 'react-router';
import { OFFICE_SETTINGS_TAG } from '../../server/visitor/office';
import { QUOTE_SWITCHABLE, type QuoteSwitchable } from '../forms/quote-fields';
import { showsTags } from './content.server';
import { servicesContext } from './context';

/**
 * The quote form's required fields as the office set them (the spec's while pre-rendering or
 * when the settings cannot be read); the page is tagged so a change drops it from the caches.
 */
export async function requiredQuoteFields(
  context: Readonly<RouterContextProvider>,
): Promise<readonly QuoteSwitchable[]> {
  const services = context.get(servicesContext);
  if (!services) return QUOTE_SWITCHABLE;
  showsTags(context, OFFICE_SETTINGS_TAG);
  const settings = await services.office.settings().catch((error: unknown) => {
    console.error('quote page: the office settings could not be read (spec defaults shown)', error);
    return undefined;
  });
  return settings?.requiredQuoteFields ?? QUOTE_SWITCHABLE;
}
