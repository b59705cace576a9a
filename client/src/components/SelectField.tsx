import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell, type FieldProps } from './Field.js';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps | 'onChange' | 'id'> {
  children: ReactNode;
}

export function SelectField({ label, value, onValueChange, hint, error, required, children, ...rest }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select {...rest} {...control} value={value} onChange={(event) => onValueChange(event.target.value)}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
