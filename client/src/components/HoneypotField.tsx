import { HONEYPOT_FIELD } from '../../../shared/limits.js';
import './field.css';

export interface HoneypotFieldProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** A field only bots fill: hidden from sight, from assistive technology and from the tab order. */
export function HoneypotField({ value, onValueChange }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          aria-hidden="true"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </label>
    </div>
  );
}
