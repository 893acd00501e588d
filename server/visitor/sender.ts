import { brand } from '../../app/brand.ts';

/**
 * The sender of every mail: MAIL_FROM as given when it has a display name, otherwise the
 * company's name with that address (`"Corbel Construction" <hello@…>`), so the visitor's
 * acknowledgement comes From the company.
 */
export function senderOf(address: string): string {
  if (address.includes('<')) return address;
  return `"${brand.name.replace(/["\\]/g, '')}" <${address}>`;
}
