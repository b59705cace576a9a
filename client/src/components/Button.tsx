import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'on-dark';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md', block = false): string {
  return ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block'].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [buttonClass(variant, size, block), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
