import { useId, useState, type KeyboardEvent } from 'react';
import type { LeadSummary } from '../../../../shared/api.js';
import { LEVEL_LABELS, scoreLevel } from './LeadScore.js';
import '../../components/field.css';

/** Suggestions under the box: enough to pick from, few enough to scan; the table below shows the whole page. */
export const FINDER_SUGGESTIONS = 8;

export interface LeadFinderProps {
  /** The text in the box (it also searches the table). */
  value: string;
  onChange: (value: string) => void;
  /** The leads matching the text, best first; the first FINDER_SUGGESTIONS are offered. */
  matches: readonly LeadSummary[];
  /** True while the matches for the latest text are on their way. */
  searching: boolean;
  onChoose: (id: string) => void;
}

function describe(lead: LeadSummary): string {
  return lead.insight ? `${lead.insight.score} ${LEVEL_LABELS[scoreLevel(lead.insight.score)]}` : 'Not scored yet';
}

/**
 * The lead dropdown as a combobox that filters as the agent types (WAI-ARIA 1.2 combobox with a listbox popup).
 * Written here rather than taken from a library: the pattern is some 100 lines, and the headless combobox libraries
 * (Downshift, Headless UI) would add 10-30 KB of script to the dashboard for it.
 */
export function LeadFinder({ value, onChange, matches, searching, onChoose }: LeadFinderProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = value.trim() ? matches.slice(0, FINDER_SUGGESTIONS) : [];
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const choose = (lead: LeadSummary) => {
    setOpen(false);
    setActive(-1);
    onChoose(lead.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(expanded ? (activeIndex + step + options.length) % options.length : step === 1 ? 0 : options.length - 1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === 'Escape') {
      // First Escape closes the list; the next one clears the box (the table shows the whole book again).
      if (expanded) setOpen(false);
      else onChange('');
      setActive(-1);
    }
  };

  return (
    <div className="field portal-finder">
      <label className="field__label" htmlFor={inputId}>
        Find a lead
      </label>
      <p id={hintId} className="field__hint">
        Name or words from the chats. Arrow keys pick a lead, Enter opens it.
      </p>
      <div className="portal-finder__box">
        <input
          id={inputId}
          className="field__control"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul id={listId} className="portal-finder__list" role="listbox" aria-label="Matching leads" hidden={!expanded}>
          {options.map((lead, index) => (
            <li
              key={lead.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="portal-finder__option"
              // Keeps the focus in the box, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(lead)}
            >
              <span className="portal-finder__name">{lead.name}</span>
              <span className="portal-finder__meta">{describe(lead)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {value.trim() && !searching
          ? `${options.length === 0 ? 'No' : matches.length > FINDER_SUGGESTIONS ? `More than ${FINDER_SUGGESTIONS}` : options.length} matching ${options.length === 1 ? 'lead' : 'leads'}`
          : ''}
      </p>
    </div>
  );
}
