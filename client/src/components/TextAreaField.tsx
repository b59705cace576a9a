import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldProps } from './Field.js';

export interface TextAreaFieldProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps | 'onChange' | 'id'> {}

export function TextAreaField({ label, value, onValueChange, hint, error, required, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea rows={5} {...rest} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FieldShell>
  );
}
