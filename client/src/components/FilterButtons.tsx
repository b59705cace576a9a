import './filter-buttons.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterButtonsProps<T extends string> {
  /** Names the group for assistive technology, e.g. "Filter products". */
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons that filters a list below it; the chosen one is aria-pressed. */
export function FilterButtons<T extends string>({ label, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div className="filter-buttons" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-buttons__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A filter value from outside (a query string, stored state) that is not one of the options falls back to the first. */
export function knownFilter<T extends string>(options: readonly FilterOption<T>[], value: string | null | undefined): T {
  return options.find((option) => option.value === value)?.value ?? options[0].value;
}
