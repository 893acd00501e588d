/**
 * The addresses a lead's contact details open on a tap (decision 049): the phone as `tel:`, the
 * email as `mailto:`, the site address as a maps search. Nothing here is fetched at page load:
 * each is a plain link the office chooses to follow.
 */

const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i;

/**
 * A typed phone number as a `tel:` address (RFC 3966's characters: digits, a leading +, an
 * extension as `;ext=`), or null when it holds too few digits to call (then it stays text).
 * "00" before a country code is the same as "+".
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const extension = EXTENSION.exec(trimmed);
  const main = extension ? trimmed.slice(0, extension.index) : trimmed;
  const digits = main.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const international = main.startsWith('+') || digits.startsWith('00');
  const number = international ? `+${digits.replace(/^00/, '')}` : digits;
  return `tel:${number}${extension ? `;ext=${extension[1]}` : ''}`;
}

/** An email address as a `mailto:` address (the address itself is checked when it is sent). */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * A site address as an https link to a maps search: Google Maps' documented search address,
 * which phones open in their maps app. Null for an empty address.
 */
export function mapHref(address: string | undefined): string | null {
  const query = address?.replace(/\s+/g, ' ').trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
