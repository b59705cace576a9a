import type { Ref } from 'react';
import { Button } from '../../components/Button.js';
import { InsightsCard } from './InsightsCard.js';
import { LeadCard } from './LeadCard.js';
import { useLeadDetail } from './use-lead-detail.js';

/**
 * The chosen lead: the spec's lead card and AI insights card. `ref` lets the dashboard move focus here (tabIndex -1:
 * focusable from script, not a tab stop) when a lead is chosen from the list.
 */
export function LeadPane({ leadId, ref }: { leadId: string | undefined; ref?: Ref<HTMLDivElement> }) {
  const { state, retry } = useLeadDetail(leadId);
  return (
    <div ref={ref} className="portal-lead-pane" tabIndex={-1} aria-label="Chosen lead" role="region">
      {state.status === 'loading' ? (
        <section className="portal-card" aria-busy="true">
          <p className="portal-dashboard__loading" role="status">
            <span className="portal-dashboard__spinner" aria-hidden="true" />
            Loading the lead...
          </p>
        </section>
      ) : null}
      {state.status === 'error' ? (
        <section className="portal-card">
          <p className="portal-message portal-message--error" role="alert">
            {state.message}
          </p>
          {state.gone ? null : (
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          )}
        </section>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <LeadCard key={state.lead.id} lead={state.lead} />
          <InsightsCard lead={state.lead} state={state.analysis} onRetry={retry} />
        </>
      ) : null}
    </div>
  );
}
