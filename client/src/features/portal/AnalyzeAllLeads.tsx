import { useId, useMemo } from 'react';
import type { AiAnalysis, Lead } from '../../../../shared/api.js';
import { Button } from '../../components/Button.js';
import { ScoreBadge } from './LeadScore.js';
import { useAnalyzeAll } from './use-analyze-all.js';

export interface LeadRow {
  lead: Lead;
  analysis: AiAnalysis;
}

/** Highest score first (whom to call first); equal scores by name, then in list order. */
export function sortedRows(leads: readonly Lead[], results: ReadonlyMap<string, AiAnalysis>): LeadRow[] {
  const rows = leads.flatMap((lead) => {
    const analysis = results.get(lead.id);
    return analysis ? [{ lead, analysis }] : [];
  });
  // Array.prototype.sort is stable: leads with the same score and name keep their list order.
  return rows.sort((a, b) => b.analysis.leadScore - a.analysis.leadScore || a.lead.name.localeCompare(b.lead.name));
}

const leadCount = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

function LeadsTable({ rows, busy, onShowLead }: { rows: readonly LeadRow[]; busy: boolean; onShowLead: (id: string) => void }) {
  return (
    <div className="portal-all-leads__table-wrap">
      {/* Explicit roles: the rows become stacked cards on a phone, and some browsers drop table semantics then. */}
      <table className="portal-all-leads__table" role="table" aria-busy={busy}>
        <caption>Sorted by score, highest first, so you see whom to call first. Choose a name to open that lead above.</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Lead
            </th>
            <th scope="col" role="columnheader">
              Intent
            </th>
            <th scope="col" role="columnheader">
              Score
            </th>
            <th scope="col" role="columnheader">
              Top need
            </th>
            <th scope="col" role="columnheader">
              Next action
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ lead, analysis }) => (
            <tr key={lead.id} role="row">
              <th scope="row" role="rowheader" data-label="Lead">
                <button type="button" className="portal-text-button" onClick={() => onShowLead(lead.id)}>
                  {lead.name}
                </button>
              </th>
              <td role="cell" data-label="Intent">
                <span className="portal-all-leads__intent">{analysis.predictedIntent}</span>
              </td>
              <td role="cell" data-label="Score">
                <ScoreBadge score={analysis.leadScore} />
              </td>
              <td role="cell" data-label="Top need">
                {analysis.topNeeds[0] ?? '—'}
              </td>
              <td role="cell" data-label="Next action">
                {analysis.nextBestAction}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface AnalyzeAllLeadsProps {
  leads: readonly Lead[];
  /** Selects the lead in the picker and brings its card into view. */
  onShowLead: (id: string) => void;
}

/** 'Analyze all leads': a progress bar, then a table of every analysed lead, best first. */
export function AnalyzeAllLeads({ leads, onShowLead }: AnalyzeAllLeadsProps) {
  const titleId = useId();
  const progressId = useId();
  const { run, waitSeconds, start, resume, cancel } = useAnalyzeAll(leads);
  const rows = useMemo(() => sortedRows(leads, run.results), [leads, run.results]);
  const skipped = useMemo(() => leads.filter((lead) => run.skipped.includes(lead.id)), [leads, run.skipped]);

  const total = leads.length;
  const busy = run.status === 'running' || run.status === 'waiting';
  const canResume = (run.status === 'failed' || run.status === 'cancelled') && run.handled < total;

  return (
    <section className="portal-card portal-all-leads" aria-labelledby={titleId}>
      <div className="portal-card__head">
        <h2 id={titleId} className="portal-card__title">
          All leads
        </h2>
        <div className="portal-all-leads__actions">
          <Button onClick={start} disabled={busy}>
            Analyze all leads
          </Button>
          {busy ? (
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          ) : null}
          {canResume ? (
            <Button variant="secondary" onClick={resume}>
              Resume
            </Button>
          ) : null}
        </div>
      </div>

      {/* In the page from the start (a live region added later may go unheard), so each batch landing is read out. */}
      <p id={progressId} className={run.status === 'idle' ? 'portal-card__muted' : 'portal-all-leads__count'} role="status">
        {run.status === 'idle'
          ? `Analyse all ${leadCount(total)} at once to see whom to call first.`
          : `Analysed ${run.handled} of ${leadCount(total)}`}
      </p>
      {run.status === 'idle' ? null : (
        // A <progress> rather than a width style, which the CSP forbids.
        <progress className="portal-all-leads__bar" aria-labelledby={progressId} max={total} value={run.handled} />
      )}

      {run.status === 'waiting' ? (
        <div className="portal-message portal-message--info">
          <p role="status">Too many requests at once: the analysis waits, then goes on by itself.</p>
          <p role="timer">Continuing in {waitSeconds} s</p>
        </div>
      ) : null}
      {run.status === 'cancelled' ? (
        <p className="portal-card__muted">Cancelled. The leads analysed so far are kept{canResume ? '; Resume goes on from the next one' : ''}.</p>
      ) : null}
      {run.status === 'failed' ? (
        <p className="portal-message portal-message--error" role="alert">
          {run.error} Resume goes on from lead {run.handled + 1}.
        </p>
      ) : null}

      {rows.length > 0 ? <LeadsTable rows={rows} busy={busy} onShowLead={onShowLead} /> : null}

      {skipped.length > 0 ? (
        <div className="portal-all-leads__skipped">
          <h3 className="portal-card__subtitle">Skipped ({skipped.length})</h3>
          <p className="portal-card__muted">No longer leads of your licence, so not analysed:</p>
          <ul>
            {skipped.map((lead) => (
              <li key={lead.id}>{lead.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
