import { useState } from 'react';
import type { BuyerInfo } from '../../../../shared/api.js';
import { DashboardHeader } from './DashboardHeader.js';
import { InsightsCard } from './InsightsCard.js';
import { LeadCard } from './LeadCard.js';
import { LeadPicker, TotalLeads } from './LeadPicker.js';
import { NoLeads } from './NoLeads.js';
import { useBuyerInfo } from './use-buyer-info.js';
import { useLeadAnalysis } from './use-lead-analysis.js';
import './portal.css';
import './dashboard.css';

/** The signed-in buyer's leads: the first is selected and analysed on load; choosing another analyses that one. */
function Dashboard({ buyer }: { buyer: BuyerInfo }) {
  const { buyerName, leads } = buyer;
  const [selectedId, setSelectedId] = useState(leads[0]?.id ?? '');
  const lead = leads.find((candidate) => candidate.id === selectedId) ?? leads[0];
  const analysis = useLeadAnalysis(lead);

  return (
    <div className="portal-dashboard">
      <DashboardHeader buyerName={buyerName} />
      <div className="portal-dashboard__toolbar">
        {lead ? <LeadPicker leads={leads} selectedId={lead.id} onSelect={setSelectedId} /> : null}
        <TotalLeads count={leads.length} />
      </div>
      {lead ? (
        <div className="portal-dashboard__cards">
          <LeadCard key={lead.id} lead={lead} />
          <InsightsCard lead={lead} state={analysis.state} onRetry={analysis.retry} />
        </div>
      ) : (
        <NoLeads />
      )}
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
