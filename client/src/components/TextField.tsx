import type { InputHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids.js';
import { FieldLabel } from './FieldLabel.js';
import { FieldMessages } from './FieldMessages.js';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

export function TextField({ label, value, onValueChange, hint, error, required, ...rest }: TextFieldProps) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <input
        {...rest}
        id={ids.id}
        className="field__control"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
