import type { ReactNode } from 'react';
import { useFieldIds } from './field-ids.js';
import './field.css';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ name, checked, onCheckedChange, children, error, required }: CheckboxFieldProps) {
  const ids = useFieldIds(false, Boolean(error));
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        className="checkbox__input"
        id={ids.id}
        name={name}
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label className="checkbox__label" htmlFor={ids.id}>
        {children}
      </label>
      {error ? (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
