import { useId } from 'react';
import type { AiAnalysis, AnalysisSource, Lead } from '../../../../shared/api.js';
import { formatMoney } from '../../../../shared/markets.js';
import { Button } from '../../components/Button.js';
import { LeadScore } from './LeadScore.js';
import type { AnalysisState } from './use-lead-detail.js';
import '../../components/badge.css';

const SOURCE_LABELS: Record<AnalysisSource, string> = {
  offline: 'Offline analyzer',
  openai: 'OpenAI',
  'offline-fallback': 'Offline analyzer (the AI service did not answer)',
  'offline-budget': 'Offline analyzer (the day’s AI budget for this licence was spent)',
};

/** "+12 points" / "−8 points" (a true minus sign). */
export function formatImpact(impact: number): string {
  const size = Math.abs(impact);
  const sign = impact > 0 ? '+' : impact < 0 ? '\u2212' : '±';
  return `${sign}${size} ${size === 1 ? 'point' : 'points'}`;
}

/** When a stored insight was computed, in the agent's own time zone. */
function analysedWhen(analysedAt: string | undefined): string {
  const date = analysedAt ? new Date(analysedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `, ${date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`;
}

function AnalysisDetails({ analysis, analysedAt }: { analysis: AiAnalysis; analysedAt?: string }) {
  return (
    <>
      <LeadScore score={analysis.leadScore} />
      <dl className="portal-facts">
        <div>
          <dt>Predicted intent</dt>
          <dd className="portal-facts__intent">{analysis.predictedIntent}</dd>
        </div>
        <div>
          {/* A seller's or a landlord's figure is what they ask for, not what they can spend. */}
          <dt>{analysis.predictedIntent === 'sell' ? 'Asking' : 'Budget'}</dt>
          {/* Only a figure the chat states, always with its currency; otherwise the card says so rather than guess. */}
          <dd>{analysis.budget ? formatMoney(analysis.budget) : <span className="portal-facts__unknown">Not stated</span>}</dd>
        </div>
      </dl>
      <div>
        <h3 className="portal-card__subtitle">Top needs</h3>
        {analysis.topNeeds.length > 0 ? (
          <ul className="tag-list">
            {analysis.topNeeds.map((need) => (
              <li key={need} className="tag">
                {need}
              </li>
            ))}
          </ul>
        ) : (
          <p className="portal-card__muted">No clear needs in the chats yet.</p>
        )}
      </div>
      <div>
        <h3 className="portal-card__subtitle">Summary</h3>
        <p>{analysis.summary}</p>
      </div>
      <div className="portal-insights__action">
        <h3 className="portal-card__subtitle">Next best action</h3>
        <p>{analysis.nextBestAction}</p>
      </div>
      {analysis.factors.length > 0 ? (
        <div>
          <h3 className="portal-card__subtitle">Why this score</h3>
          <ul className="portal-factors">
            {analysis.factors.map((factor) => (
              <li key={factor.label}>
                <span>{factor.label}</span>
                <span className={factor.impact < 0 ? 'portal-factors__impact portal-factors__impact--down' : 'portal-factors__impact'}>
                  {formatImpact(factor.impact)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="portal-insights__source">
        Analysed by: {SOURCE_LABELS[analysis.source] ?? analysis.source}
        {analysedWhen(analysedAt)}
      </p>
    </>
  );
}

export interface InsightsCardProps {
  lead: Lead;
  state: AnalysisState;
  onRetry: () => void;
}

/** The AI analysis of the selected lead; a polite live region, so a new answer is read out when it lands. */
export function InsightsCard({ lead, state, onRetry }: InsightsCardProps) {
  const titleId = useId();
  const loading = state.status === 'loading';
  return (
    <section className="portal-card portal-insights" aria-labelledby={titleId} aria-live="polite" aria-busy={loading}>
      <div className="portal-card__head">
        <h2 id={titleId} className="portal-card__title">
          AI insights
        </h2>
      </div>
      {loading ? (
        <p className="portal-dashboard__loading" role="status">
          <span className="portal-dashboard__spinner" aria-hidden="true" />
          Analysing {lead.name}...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="portal-insights__error">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? <AnalysisDetails analysis={state.analysis} analysedAt={state.analysedAt} /> : null}
    </section>
  );
}
