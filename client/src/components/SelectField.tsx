import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids.js';
import { FieldLabel } from './FieldLabel.js';
import { FieldMessages } from './FieldMessages.js';
import './field.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  hint?: string;
  error?: string;
}

export function SelectField({ label, value, onValueChange, hint, error, required, children, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <select
        {...rest}
        id={ids.id}
        className="field__control"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
