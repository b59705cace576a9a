import { useId } from 'react';
import type { FilterOption } from '../../components/FilterButtons.js';
import '../../components/field.css';

/** A labelled select that filters or orders the lead list (not a form field: nothing here is "optional"). */
export function FilterSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly FilterOption<T>[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className="field portal-leads__select">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? options[0].value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
