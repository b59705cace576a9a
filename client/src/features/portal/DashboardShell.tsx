import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuyerInfo } from '../../../../shared/api.js';
import { AnalyzeAllLeads } from './AnalyzeAllLeads.js';
import { DashboardHeader } from './DashboardHeader.js';
import { InsightsCard } from './InsightsCard.js';
import { LeadCard } from './LeadCard.js';
import { LeadPicker, TotalLeads } from './LeadPicker.js';
import { NoLeads } from './NoLeads.js';
import { useBuyerInfo } from './use-buyer-info.js';
import { useLeadAnalysis } from './use-lead-analysis.js';
import './portal.css';
import './dashboard.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The signed-in buyer's leads: the first is selected and analysed on load; choosing another analyses that one.
 * Below, 'Analyze all leads' ranks them all; a name chosen there is selected here and its card brought into view.
 */
function Dashboard({ buyer }: { buyer: BuyerInfo }) {
  const { buyerName, leads, market } = buyer;
  const [selectedId, setSelectedId] = useState(leads[0]?.id ?? '');
  const lead = leads.find((candidate) => candidate.id === selectedId) ?? leads[0];
  const analysis = useLeadAnalysis(lead);
  const cardRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(0);

  const showLead = useCallback((id: string) => {
    setSelectedId(id);
    setShown((count) => count + 1);
  }, []);

  // After the (remounted) card of the chosen lead is in the page: focus it for keyboard users, scroll it into view.
  useEffect(() => {
    const card = cardRef.current;
    if (shown === 0 || !card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
  }, [shown]);

  return (
    <div className="portal-dashboard">
      <DashboardHeader buyerName={buyerName} market={market} />
      <div className="portal-dashboard__toolbar">
        {lead ? <LeadPicker leads={leads} selectedId={lead.id} onSelect={setSelectedId} /> : null}
        <TotalLeads count={leads.length} />
      </div>
      {lead ? (
        <div className="portal-dashboard__cards">
          <LeadCard key={lead.id} ref={cardRef} lead={lead} />
          <InsightsCard lead={lead} state={analysis.state} onRetry={analysis.retry} />
        </div>
      ) : (
        <NoLeads />
      )}
      {leads.length > 0 ? <AnalyzeAllLeads leads={leads} onShowLead={showLead} /> : null}
    </div>
  );
}

/** /products/airedashboard: loads the buyer info (alert and home on failure), then the dashboard. */
export function DashboardShell() {
  const state = useBuyerInfo();

  if (state.status === 'loading') {
    return (
      <div className="portal-dashboard" aria-busy="true">
        <h1 className="visually-hidden">Lead dashboard</h1>
        <p className="portal-dashboard__loading" role="status">
          <span className="portal-dashboard__spinner" aria-hidden="true" />
          Loading your dashboard...
        </p>
      </div>
    );
  }
  return <Dashboard buyer={state.buyer} />;
}
