import type { LeadTotals, ScoreBand } from '../../../../shared/api.js';
import { FilterButtons, type FilterOption } from '../../components/FilterButtons.js';
import { Button } from '../../components/Button.js';
import type { ScoringProgress } from './use-scoring-progress.js';

/** A count as the agent's market writes it (India groups in lakhs: 1,00,000). */
export type CountFormat = (count: number) => string;

export const countFormat = (locale: string): CountFormat => {
  const format = new Intl.NumberFormat(locale);
  return (count) => format.format(count);
};

/** Spec: the Total Leads counter. Beside it, the counts per band, which also filter the table. */
export function BookSummary({
  totals,
  band,
  onBand,
  formatCount,
}: {
  totals: LeadTotals;
  band: ScoreBand | 'all';
  onBand: (band: ScoreBand | 'all') => void;
  formatCount: CountFormat;
}) {
  const options: FilterOption<ScoreBand | 'all'>[] = [
    { value: 'all', label: `All ${formatCount(totals.leads)}` },
    { value: 'hot', label: `Hot ${formatCount(totals.hot)}` },
    { value: 'warm', label: `Warm ${formatCount(totals.warm)}` },
    { value: 'cold', label: `Cold ${formatCount(totals.cold)}` },
  ];
  return (
    <div className="portal-summary">
      <dl className="portal-dashboard__stat">
        <dt>Total Leads</dt>
        <dd>{formatCount(totals.leads)}</dd>
      </dl>
      <FilterButtons label="Show leads by score band" options={options} value={band} onChange={onBand} />
    </div>
  );
}

/**
 * How far the background scoring is ("1,234 of 10,000 leads still being scored"), and 'Re-score all'. In the page
 * from the start, so the live region is heard when it changes.
 */
export function ScoringStatus({
  progress,
  formatCount,
  onShowScores,
}: {
  progress: ScoringProgress;
  formatCount: CountFormat;
  onShowScores: () => void;
}) {
  const { totals, rescoring, rescoreError } = progress;
  const scored = totals.leads - totals.pending;
  return (
    <div className="portal-scoring">
      <div className="portal-scoring__text">
        <p role="status">
          {totals.pending > 0
            ? `${formatCount(totals.pending)} of ${formatCount(totals.leads)} ${totals.leads === 1 ? 'lead' : 'leads'} still being scored. Scores appear as they are ready.`
            : `All ${formatCount(totals.leads)} ${totals.leads === 1 ? 'lead is' : 'leads are'} scored.`}
        </p>
        {totals.pending > 0 ? <progress className="portal-scoring__bar" max={totals.leads} value={scored} aria-label="Leads scored" /> : null}
        {rescoreError ? (
          <p className="portal-message portal-message--error" role="alert">
            {rescoreError}
          </p>
        ) : null}
      </div>
      <div className="portal-scoring__actions">
        {totals.pending > 0 ? (
          <Button variant="secondary" onClick={onShowScores}>
            Show new scores
          </Button>
        ) : null}
        <Button variant="secondary" onClick={progress.rescore} disabled={rescoring || totals.pending > 0}>
          {rescoring ? 'Re-scoring...' : 'Re-score all'}
        </Button>
      </div>
    </div>
  );
}
