import { useId } from 'react';
import type { Lead } from '../../../../shared/api.js';
import '../../components/field.css';

export interface LeadPickerProps {
  leads: readonly Lead[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** The lead dropdown, with its visible label. */
export function LeadPicker({ leads, selectedId, onSelect }: LeadPickerProps) {
  const id = useId();
  return (
    <div className="field portal-lead-picker">
      <label className="field__label" htmlFor={id}>
        Lead
      </label>
      <select id={id} className="field__control" value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {leads.map((lead) => (
          <option key={lead.id} value={lead.id}>
            {lead.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TotalLeads({ count }: { count: number }) {
  return (
    <dl className="portal-dashboard__stat">
      <dt>Total Leads</dt>
      <dd>{count}</dd>
    </dl>
  );
}
