/** Visual variants shared by buttons and button-like links. */
export type ButtonVariant = 'primary' | 'outline' | 'inverse';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 py-3 text-sm font-semibold uppercase tracking-wide transition-colors motion-safe:duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  outline: 'border-2 border-fg text-fg hover:bg-fg hover:text-bg',
  inverse: 'border-2 border-inverse-fg text-inverse-fg hover:bg-inverse-fg hover:text-inverse-bg',
};

/** Class list for a button of the given variant, with extra classes appended. */
export function buttonClass(variant: ButtonVariant = 'primary', className = ''): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}
