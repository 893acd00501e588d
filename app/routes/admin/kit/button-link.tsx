import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** The admin's buttons: sentence case, 44 px tall, primary, quiet (outline) or destructive. */
export type KitButtonTone = 'primary' | 'quiet' | 'destructive';

const TONES: Record<KitButtonTone, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  quiet: 'border border-border-strong bg-surface text-fg hover:bg-surface-muted',
  // Filled with the tokens' warning text colour (no red in the palette): never mistaken for Cancel.
  destructive:
    'border-2 border-accent-text bg-accent-text text-bg hover:bg-surface hover:text-accent-text',
};

/** The class list of an admin button (or a link that looks like one). */
export const kitButtonClass = (tone: KitButtonTone = 'quiet', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors motion-safe:duration-150 disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]} ${extra}`.trim();

/** A button of the admin (type="button" unless told). */
export function KitButton({
  tone = 'quiet',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { tone?: KitButtonTone }) {
  return <button type={type} className={kitButtonClass(tone, className)} {...props} />;
}

/** A link that looks like a button: for going somewhere (Edit, Export), never for a change. */
export function ButtonLink({
  tone = 'quiet',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { tone?: KitButtonTone }) {
  return <Link className={kitButtonClass(tone, className)} {...props} />;
}
