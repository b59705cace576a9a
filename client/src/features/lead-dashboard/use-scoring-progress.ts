import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadTotals } from '../../../../shared/api.js';
import { ApiError } from '../../lib/api.js';
import { fetchLeads, rescoreAll } from './dashboard-api.js';
import { useSessionEnded } from './session-expiry.js';

/** How often the totals are read again while leads wait for their scores. */
export const PROGRESS_POLL_MS = 3000;
export const RESCORE_FAILED = 'Re-scoring could not start. Check your connection and try again.';

export interface ScoringProgress {
  totals: LeadTotals;
  /** Takes the totals that came with a page of the list (they are the newest). */
  setTotals: (totals: LeadTotals) => void;
  /** Grows each time scoring finishes, so the list can show the new scores. */
  finished: number;
  rescore: () => void;
  rescoring: boolean;
  rescoreError: string;
}

/**
 * The book's totals and how many leads still wait for a score: read again every few seconds while some do (the
 * server's workers score them in the background), never while none does. 'Re-score all' queues every lead again.
 */
export function useScoringProgress(initial: LeadTotals): ScoringProgress {
  const sessionEnded = useSessionEnded();
  const [totals, setTotalsState] = useState(initial);
  const [finished, setFinished] = useState(0);
  const [rescoring, setRescoring] = useState(false);
  const [rescoreError, setRescoreError] = useState('');
  const pendingBefore = useRef(initial.pending);

  const setTotals = useCallback((next: LeadTotals) => {
    if (pendingBefore.current > 0 && next.pending === 0) setFinished((count) => count + 1);
    pendingBefore.current = next.pending;
    setTotalsState(next);
  }, []);

  const waiting = totals.pending > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const controller = new AbortController();
    const timer = setInterval(() => {
      fetchLeads({ limit: 1 }, controller.signal).then(
        (page) => setTotals(page.totals),
        // A missed reading is tried again at the next tick; only an ended session stops it.
        (error: unknown) => {
          if (!controller.signal.aborted && sessionEnded(error)) controller.abort();
        },
      );
    }, PROGRESS_POLL_MS);
    controller.signal.addEventListener('abort', () => clearInterval(timer));
    return () => controller.abort();
  }, [waiting, setTotals, sessionEnded]);

  const rescore = useCallback(() => {
    setRescoring(true);
    setRescoreError('');
    rescoreAll().then(
      (answer) => {
        setTotals(answer.totals);
        setRescoring(false);
      },
      (error: unknown) => {
        if (sessionEnded(error)) return;
        // Too many: the server's message says how long to wait.
        setRescoreError(error instanceof ApiError && error.status === 429 && error.message ? error.message : RESCORE_FAILED);
        setRescoring(false);
      },
    );
  }, [setTotals, sessionEnded]);

  return { totals, setTotals, finished, rescore, rescoring, rescoreError };
}
