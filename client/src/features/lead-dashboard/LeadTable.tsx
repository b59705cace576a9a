import type { LeadSummary } from '../../../../shared/api.js';
import { Button } from '../../components/Button.js';
import { ScoreBadge } from './LeadScore.js';
import type { LeadList } from './use-lead-list.js';

export interface LeadTableProps {
  list: LeadList;
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  /** What the table is empty of, when it is: "No leads match “priya”." */
  emptyMessage: string;
  onClearFilters: () => void;
  caption: string;
}

function updated(lead: LeadSummary): string {
  const date = new Date(lead.updatedAt);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
}

function Row({ lead, selected, onOpen }: { lead: LeadSummary; selected: boolean; onOpen: (id: string) => void }) {
  const { insight } = lead;
  return (
    <tr role="row" className={selected ? 'portal-book__row portal-book__row--selected' : 'portal-book__row'} aria-current={selected || undefined}>
      <th scope="row" role="rowheader" data-label="Lead">
        <button type="button" className="portal-text-button portal-book__name" onClick={() => onOpen(lead.id)}>
          {lead.name}
        </button>
      </th>
      <td role="cell" data-label="Score">
        {insight ? <ScoreBadge score={insight.score} /> : <span className="portal-book__pending">Being scored</span>}
      </td>
      <td role="cell" data-label="Intent">
        {insight ? <span className="portal-book__intent">{insight.intent}</span> : '—'}
      </td>
      <td role="cell" data-label="Top reason">
        {insight?.topReason ?? '—'}
      </td>
      <td role="cell" data-label="Updated">
        {updated(lead)}
      </td>
    </tr>
  );
}

/**
 * One page of the book: the leads as the server sorted and filtered them, with Previous and Next. Explicit table
 * roles, because the rows become stacked cards on a phone, and some browsers drop table semantics then.
 */
export function LeadTable({ list, selectedId, onOpen, emptyMessage, onClearFilters, caption }: LeadTableProps) {
  const { page, loading, error, pageIndex } = list;
  const empty = page.leads.length === 0 && !loading && !error;
  return (
    <div className="portal-book" aria-busy={loading}>
      {error ? (
        <div className="portal-message portal-message--error portal-book__error" role="alert">
          <p>{error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Retry
          </Button>
        </div>
      ) : null}
      {empty ? (
        <div className="portal-book__empty">
          <p>{emptyMessage}</p>
          <Button variant="secondary" onClick={onClearFilters}>
            Show all leads
          </Button>
        </div>
      ) : (
        <div className="portal-book__table-wrap">
          <table className={loading ? 'portal-book__table portal-book__table--loading' : 'portal-book__table'} role="table">
            <caption className="visually-hidden">{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Lead
                </th>
                <th scope="col" role="columnheader">
                  Score
                </th>
                <th scope="col" role="columnheader">
                  Intent
                </th>
                <th scope="col" role="columnheader">
                  Top reason
                </th>
                <th scope="col" role="columnheader">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {page.leads.map((lead) => (
                <Row key={lead.id} lead={lead} selected={lead.id === selectedId} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="portal-book__pager" aria-label="Lead pages">
        <Button variant="secondary" onClick={list.previous} disabled={pageIndex === 0 || loading}>
          Previous
        </Button>
        <p className="portal-book__page" aria-live="polite">
          {loading ? 'Loading leads...' : `Page ${pageIndex + 1}`}
        </p>
        <Button variant="secondary" onClick={list.next} disabled={!page.nextCursor || loading}>
          Next
        </Button>
      </nav>
    </div>
  );
}
