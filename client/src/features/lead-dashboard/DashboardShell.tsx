import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LEAD_INTENTS, type BuyerInfo, type LeadIntent, type LeadPage, type LeadSort } from '../../../../shared/api.js';
import type { FilterOption } from '../../components/FilterButtons.js';
import { BookSummary, countFormat, ScoringStatus } from './BookSummary.js';
import { DashboardHeader } from './DashboardHeader.js';
import { ExportLeads } from './ExportLeads.js';
import { FilterSelect } from './FilterSelect.js';
import { LeadFinder } from './LeadFinder.js';
import { LeadPane } from './LeadPane.js';
import { LeadTable } from './LeadTable.js';
import { NoLeads } from './NoLeads.js';
import { SessionExpiry } from './session-expiry.js';
import { useBuyerInfo } from './use-buyer-info.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { NO_FILTERS, toQuery, useLeadList, type LeadFilters } from './use-lead-list.js';
import { useScoringProgress } from './use-scoring-progress.js';
import '../../styles/portal.css';
import './dashboard.css';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DELAY_MS = 250;

const LOCALES = { in: 'en-IN', uk: 'en-GB', us: 'en-US' } as const;

const SORT_OPTIONS: FilterOption<LeadSort>[] = [
  { value: 'score', label: 'Score' },
  { value: 'name', label: 'Name' },
  { value: 'updated', label: 'Last update' },
];
const INTENT_OPTIONS: FilterOption<LeadIntent | 'all'>[] = [
  { value: 'all', label: 'Any intent' },
  ...LEAD_INTENTS.map((intent) => ({ value: intent, label: intent[0].toUpperCase() + intent.slice(1) })),
];
const SORT_CAPTIONS = { score: 'score, highest first', name: 'name, A to Z', updated: 'last update, newest first' } as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function emptyMessage(filters: LeadFilters): string {
  const q = filters.q.trim();
  if (q) return `No leads match “${q}”.`;
  if (filters.band !== 'all' || filters.intent !== 'all') return 'No leads fit these filters yet.';
  return 'No leads on this page.';
}

/**
 * The signed-in buyer's book: the totals, a search box that suggests leads as the agent types, the leads a page at a
 * time sorted by score, and the chosen lead with its AI insights. The first lead is chosen on load (spec).
 */
function Dashboard({ buyer }: { buyer: BuyerInfo }) {
  const { buyerName, market, leads } = buyer;
  const formatCount = countFormat(LOCALES[market ?? 'us']);
  const headingId = useId();
  const [first] = useState<LeadPage>(() => ({
    leads,
    nextCursor: buyer.nextCursor,
    totals: buyer.totals,
  }));
  const progress = useScoringProgress(buyer.totals);
  const [refresh, setRefresh] = useState(0);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const active = { ...filters, q };
  const { setTotals } = progress;
  const onTotals = useCallback((page: LeadPage) => setTotals(page.totals), [setTotals]);
  const list = useLeadList(first, active, refresh + progress.finished, onTotals);

  const [selectedId, setSelectedId] = useState(leads[0]?.id);
  const paneRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(0);
  const open = useCallback((id: string) => {
    setSelectedId(id);
    setOpened((count) => count + 1);
  }, []);

  // After a lead is chosen: move focus to its pane for keyboard and screen-reader users, and bring it into view when
  // it is not (below the list on a phone; beside it, and already in view, on a wide screen).
  useEffect(() => {
    const pane = paneRef.current;
    if (opened === 0 || !pane) return;
    pane.focus({ preventScroll: true });
    const { top } = pane.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) pane.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
  }, [opened]);

  const clearFilters = () => {
    setTyped('');
    setFilters(NO_FILTERS);
  };
  const { totals } = progress;
  const searching = typed !== q || list.loading;

  return (
    <>
      <DashboardHeader buyerName={buyerName} market={market} />
      <main id="main" className="portal-app__main" tabIndex={-1}>
        <div className="container portal-dashboard">
          <div className="portal-overview">
            <BookSummary totals={totals} band={filters.band} onBand={(band) => setFilters({ ...filters, band })} formatCount={formatCount} />
            {totals.leads > 0 ? <ScoringStatus progress={progress} formatCount={formatCount} onShowScores={() => setRefresh((n) => n + 1)} /> : null}
          </div>
          {totals.leads === 0 ? (
            <NoLeads />
          ) : (
            <div className="portal-workspace">
              <section className="portal-card portal-leads" aria-labelledby={headingId}>
                <div className="portal-leads__head">
                  <h2 id={headingId} className="portal-card__title">
                    Your leads
                  </h2>
                  <ExportLeads query={toQuery(active, undefined)} />
                </div>
                <div className="portal-leads__controls">
                  <LeadFinder
                    value={typed}
                    onChange={setTyped}
                    matches={typed.trim() && !searching ? list.page.leads : []}
                    searching={searching}
                    onChoose={open}
                  />
                  <FilterSelect label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => setFilters({ ...filters, sort })} />
                  <FilterSelect label="Intent" value={filters.intent} options={INTENT_OPTIONS} onChange={(intent) => setFilters({ ...filters, intent })} />
                </div>
                <LeadTable
                  list={list}
                  selectedId={selectedId}
                  onOpen={open}
                  emptyMessage={emptyMessage(active)}
                  onClearFilters={clearFilters}
                  caption={`${q.trim() ? 'Leads that match your search, those whose name matches first, then' : 'Your leads,'} sorted by ${SORT_CAPTIONS[filters.sort]}. Choose a name to open that lead.`}
                />
              </section>
              <LeadPane ref={paneRef} leadId={selectedId} />
            </div>
          )}
        </div>
      </main>
    </>
  );
}

/** /products/airedashboard: loads the buyer info (alert and home on failure), then the dashboard. */
export function DashboardShell() {
  return (
    <SessionExpiry>
      <Loaded />
    </SessionExpiry>
  );
}

function Loaded() {
  const state = useBuyerInfo();
  if (state.status === 'loading') {
    return (
      <main id="main" className="portal-app__main" aria-busy="true" tabIndex={-1}>
        <div className="container portal-dashboard">
          <h1 className="visually-hidden">Lead dashboard</h1>
          <p className="portal-dashboard__loading" role="status">
            <span className="portal-dashboard__spinner" aria-hidden="true" />
            Loading your dashboard...
          </p>
        </div>
      </main>
    );
  }
  return <Dashboard buyer={state.buyer} />;
}
