import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './Button.js';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  const classes = [buttonClass(variant, size), className].filter(Boolean).join(' ');
  return <Link className={classes} {...rest} />;
}
