import type { ReactNode } from 'react';
import { useFieldIds } from './field-ids.js';
import { FieldLabel } from './FieldLabel.js';
import { FieldMessages } from './FieldMessages.js';
import './field.css';

/** What every labelled form field takes, whatever its control. */
export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldShellProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error, wired for assistive technology; the control itself is the caller's. */
export function FieldShell({ label, hint, error, required, children }: FieldShellProps) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      {children({
        id: ids.id,
        className: 'field__control',
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
