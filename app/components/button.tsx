import type { ComponentProps } from 'react';
import { type ButtonVariant, buttonClass } from './button-styles';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

/** A native button in one of the site's button styles. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
