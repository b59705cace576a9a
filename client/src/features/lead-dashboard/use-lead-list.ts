import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LeadIntent, LeadPage, LeadSort, ScoreBand } from '../../../../shared/api.js';
import { fetchLeads, type LeadQuery } from './dashboard-api.js';
import { useSessionEnded } from './session-expiry.js';

export const LIST_FAILED = 'Your leads could not be loaded. Check your connection and try again.';

/** What the agent chose above the table; 'all' is no filter. */
export interface LeadFilters {
  q: string;
  band: ScoreBand | 'all';
  intent: LeadIntent | 'all';
  sort: LeadSort;
}

export const NO_FILTERS: LeadFilters = { q: '', band: 'all', intent: 'all', sort: 'score' };
const NO_FILTERS_KEY = JSON.stringify(NO_FILTERS);

export function toQuery(filters: LeadFilters, cursor: string | undefined): LeadQuery {
  return {
    q: filters.q.trim() || undefined,
    band: filters.band === 'all' ? undefined : filters.band,
    intent: filters.intent === 'all' ? undefined : filters.intent,
    sort: filters.sort === 'score' ? undefined : filters.sort,
    cursor,
  };
}

export interface LeadList {
  /** The page on screen: while the next one loads, the last one stays (dimmed), so the table never jumps empty. */
  page: LeadPage;
  loading: boolean;
  error: string;
  /** 0 for the first page. */
  pageIndex: number;
  next: () => void;
  previous: () => void;
  retry: () => void;
}

interface Answer {
  key: string;
  page?: LeadPage;
  error?: string;
}

/**
 * A page of the book for the filters, read from the server (sorted, filtered and searched there), one page at a
 * time with its cursor: however big the book, the table holds one page. `first` is buyer-info's first page, shown
 * without asking again; `refresh` (a number that grows) asks again for the page on screen.
 */
export function useLeadList(first: LeadPage, filters: LeadFilters, refresh: number, onTotals: (page: LeadPage) => void): LeadList {
  const sessionEnded = useSessionEnded();
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState<{ filtersKey: string; cursors: readonly (string | undefined)[] }>({ filtersKey, cursors: [undefined] });
  // New filters start again at the first page.
  const cursors = useMemo(() => (paging.filtersKey === filtersKey ? paging.cursors : [undefined]), [paging, filtersKey]);
  const cursor = cursors.at(-1);
  const [attempt, setAttempt] = useState(0);
  const key = `${filtersKey}|${cursor ?? ''}|${refresh}|${attempt}`;
  const isFirst = filtersKey === NO_FILTERS_KEY && cursor === undefined && refresh === 0 && attempt === 0;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The last page that arrived: shown (dimmed) while the next loads.
  const [lastPage, setLastPage] = useState<LeadPage>(first);

  useEffect(() => {
    if (isFirst) return undefined;
    const controller = new AbortController();
    fetchLeads(toQuery(JSON.parse(filtersKey) as LeadFilters, cursor), controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLastPage(page);
        setAnswer({ key, page });
        onTotals(page);
      },
      (error: unknown) => {
        if (controller.signal.aborted || sessionEnded(error)) return;
        setAnswer({ key, error: LIST_FAILED });
      },
    );
    return () => controller.abort();
  }, [key, isFirst, filtersKey, cursor, sessionEnded, onTotals]);

  const settled = isFirst || answer?.key === key;
  const page = isFirst ? first : lastPage;
  const next = useCallback(() => {
    if (page.nextCursor) setPaging({ filtersKey, cursors: [...cursors, page.nextCursor] });
  }, [page.nextCursor, filtersKey, cursors]);
  const previous = useCallback(() => setPaging({ filtersKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : [undefined] }), [filtersKey, cursors]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    page,
    loading: !settled,
    error: settled && !isFirst ? (answer?.error ?? '') : '',
    pageIndex: cursors.length - 1,
    next,
    previous,
    retry,
  };
}
