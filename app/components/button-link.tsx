import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClass } from './button-styles';

/** Props of {@link ButtonLink}: a router link that looks like a button. */
export interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
}

/** An internal link styled as a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
