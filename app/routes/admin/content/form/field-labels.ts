/**
 * How the editor names a schema's fields: the key in words ("monthlyPrice" → "Monthly price"),
 * with a few keys whose words would mislead a person; and which text fields are long.
 */
const NAMED: Record<string, string> = {
  src: 'Picture',
  alt: 'Alt text',
  href: 'Link',
  id: 'Anchor',
  isFeatured: 'Featured',
  image: 'Picture',
  avatar: 'Portrait',
  unit: 'Suite or unit',
  locality: 'Town or city',
  region: 'State or region',
  hours: 'Opening hours',
  socials: 'Social links',
  days: 'Open on',
  opens: 'Opens at',
  closes: 'Closes at',
  faq: 'Questions and answers',
  page: 'FAQ page',
  home: 'Home page',
  services: 'Service pages',
  monthlyPrice: 'Price per month ($)',
};

/** A field's label from its key. */
export function fieldLabel(key: string): string {
  if (key === '') return 'Item';
  const named = NAMED[key];
  if (named) return named;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text fields people write a sentence or more in (a textarea rather than one line). */
const LONG = new Set(['description', 'summary', 'answer', 'text', 'lead']);

export const isLongText = (key: string) => LONG.has(key);

/** A hint or message as a sentence: its first letter a capital. */
export const sentence = <T extends string | undefined>(text: T): T =>
  (text ? text.charAt(0).toUpperCase() + text.slice(1) : text) as T;
