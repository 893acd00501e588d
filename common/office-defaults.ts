/**
 * The office settings before the office saves any (server/leads/office-settings.ts stores
 * them).
 */
import { timeZone } from '../app/brand.ts';
import { QUOTE_SWITCHABLE, type QuoteSwitchable } from '../app/forms/quote-fields.ts';

export const OFFICE_DEFAULTS: {
  timeZone: string;
  requiredQuoteFields: QuoteSwitchable[];
  acknowledge: boolean;
} = {
  timeZone,
  // SPEC 5: every quote field but the last name is required.
  requiredQuoteFields: [...QUOTE_SWITCHABLE],
  acknowledge: true,
};
