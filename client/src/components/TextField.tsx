import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldProps } from './Field.js';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'onChange' | 'id'> {}

export function TextField({ label, value, onValueChange, hint, error, required, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {(control) => <input {...rest} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </FieldShell>
  );
}
