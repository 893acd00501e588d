// How the server's markup of a site form tells its island (app/islands/site-form.ts) what the
// React form knows from its props: where to send it, what a sent form says, and another way to
// reach the company. Written by app/components/form/site-form.tsx, read by the island.
import type { SentMessage, StatusContact, StatusTone } from '../browser/form-status-words';

/** The site form's island name. */
export const SITE_FORM_ISLAND = 'site-form';

/** What the island reads from the form's attributes. */
export interface SiteFormConfig {
  endpoint: string;
  contact: StatusContact;
  sent: SentMessage;
  tone: StatusTone;
}

/** The form's data attributes for its island. */
export function siteFormData(config: {
  endpoint: string;
  contact: StatusContact;
  sent: SentMessage;
  tone?: StatusTone;
}): Record<string, string | undefined> {
  return {
    'data-island': SITE_FORM_ISLAND,
    'data-endpoint': config.endpoint,
    'data-phone': config.contact.phone.display,
    'data-phone-href': config.contact.phone.href,
    'data-email': config.contact.email,
    'data-sent-lead': config.sent.lead,
    'data-sent-text': config.sent.text,
    'data-tone': config.tone === 'inverse' ? 'inverse' : undefined,
  };
}

/** The island's configuration, read back from the form. */
export function readSiteFormConfig(form: HTMLElement): SiteFormConfig {
  const data = form.dataset;
  return {
    endpoint: data.endpoint ?? '',
    contact: {
      phone: { display: data.phone ?? '', href: data.phoneHref ?? '' },
      email: data.email ?? '',
    },
    sent: { lead: data.sentLead, text: data.sentText ?? '' },
    tone: data.tone === 'inverse' ? 'inverse' : 'default',
  };
}
