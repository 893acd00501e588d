/**
 * The quote form's fields whose "required" the office may switch (office settings,
 * `requiredQuoteFields`). SPEC 5 marks all of them required, and that stays the default: a
 * homeowner has no company or website, so an office may make those optional.
 */
export const QUOTE_SWITCHABLE = ['phone', 'company', 'website', 'service', 'message'] as const;
export type QuoteSwitchable = (typeof QUOTE_SWITCHABLE)[number];

/** Each switchable field as the office settings screen names it. */
export const QUOTE_FIELD_LABELS: Record<QuoteSwitchable, string> = {
  phone: 'Number (phone)',
  company: 'Company or organization',
  website: 'Website',
  service: 'Services',
  message: 'Message',
};
