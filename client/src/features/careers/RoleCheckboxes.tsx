import { useId } from 'react';
import { CAREER_ROLES } from '../../../../shared/careers.js';

export interface RoleCheckboxesProps {
  selected: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  error?: string;
}

/**
 * One checkbox per role of shared/careers.ts. A group of checkboxes has no native "at least one" rule, so the form
 * checks it on submit and the message is tied to every box, where focus lands.
 */
export function RoleCheckboxes({ selected, onToggle, error }: RoleCheckboxesProps) {
  const errorId = `${useId()}-roles-error`;
  return (
    <fieldset className="role-options">
      <legend className="field__label">
        Roles you are applying for
        <span className="field__required" aria-hidden="true">
          *
        </span>
        <span className="visually-hidden"> (choose at least one)</span>
      </legend>
      <p className="field__hint">Choose one or more.</p>
      <div className="role-options__list">
        {CAREER_ROLES.map((role) => (
          <label key={role.id} className="role-option">
            <input
              type="checkbox"
              className="role-option__input"
              name="roles"
              value={role.id}
              checked={selected.includes(role.id)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onToggle(role.id, event.target.checked)}
            />
            <span>{role.title}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
