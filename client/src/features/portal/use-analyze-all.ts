import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AiAnalysis, AiAnalysisBatchResponse, Lead } from '../../../../shared/api.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../lib/api.js';
import { analyzeLeads } from './portal-api.js';
import { useCountdown } from './use-countdown.js';

/**
 * AI_BATCH_MAX of shared/api.ts, written out: a value import would pull that module into the dashboard's chunk
 * (portal-limits.test.ts checks that the two agree).
 */
export const BATCH_SIZE = 20;

/** A 429 without a retryAfter (the server always sends one): wait this long. */
const DEFAULT_WAIT_SECONDS = 60;

export const BATCH_FAILED = 'The analysis stopped: the AI insights could not be loaded.';

export type AnalyzeAllStatus = 'idle' | 'running' | 'waiting' | 'cancelled' | 'failed' | 'done';

export interface AnalyzeAllRun {
  status: AnalyzeAllStatus;
  /** Leads handled so far, in list order (analysed or skipped): where a resumed run starts. */
  handled: number;
  results: ReadonlyMap<string, AiAnalysis>;
  /** Leads the server no longer knows as this licence's (`missing`). */
  skipped: readonly string[];
  error: string;
}

const IDLE: AnalyzeAllRun = { status: 'idle', handled: 0, results: new Map(), skipped: [], error: '' };

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** One batch's answer added to the run; an id the server neither analysed nor listed as missing is skipped too. */
function merge(run: AnalyzeAllRun, ids: readonly string[], response: AiAnalysisBatchResponse, handled: number): AnalyzeAllRun {
  const results = new Map(run.results);
  for (const { leadId, analysis } of response.results) if (ids.includes(leadId) && analysis) results.set(leadId, analysis);
  const skipped = [...run.skipped, ...ids.filter((id) => !results.has(id) && !run.skipped.includes(id))];
  return { ...run, handled, results, skipped };
}

function isBatchResponse(value: unknown): value is AiAnalysisBatchResponse {
  const response = value as Partial<AiAnalysisBatchResponse> | null | undefined;
  return Array.isArray(response?.results) && Array.isArray(response?.missing);
}

export interface AnalyzeAll {
  run: AnalyzeAllRun;
  /** Seconds left before a run paused by a 429 goes on. */
  waitSeconds: number;
  /** Analyses every lead from the first, clearing an earlier run. */
  start: () => void;
  /** Goes on from the first lead not yet handled, keeping what finished. */
  resume: () => void;
  /** Stops the run (and its request in flight), keeping what finished. */
  cancel: () => void;
}

/**
 * 'Analyze all leads': asks for the leads in batches of BATCH_SIZE, in list order, one batch at a time. A 429 pauses
 * for the server's retryAfter (with a countdown) and then asks again; any other failure stops the run, which
 * `resume` continues. A 401 means the session ended: alert, then home (as the buyer info does).
 */
export function useAnalyzeAll(leads: readonly Lead[]): AnalyzeAll {
  const navigate = useNavigate();
  const [run, setRun] = useState<AnalyzeAllRun>(IDLE);
  const [waitSeconds, startCountdown] = useCountdown();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const execute = useCallback(
    async (from: number, fresh: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { signal } = current;
      setRun((previous) => ({ ...(fresh ? IDLE : previous), status: 'running', error: '' }));

      let next = from;
      while (next < leads.length) {
        const ids = leads.slice(next, next + BATCH_SIZE).map((lead) => lead.id);
        try {
          const response: unknown = await analyzeLeads(ids, signal);
          if (signal.aborted) return;
          if (!isBatchResponse(response)) throw new Error('Malformed batch answer');
          next += ids.length;
          const handled = next;
          setRun((previous) => merge(previous, ids, response, handled));
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status === 401) {
            current.abort();
            window.alert(MESSAGES.buyerInfoFailed);
            navigate('/', { replace: true });
            return;
          }
          if (error instanceof ApiError && error.status === 429) {
            const seconds = Math.max(1, Math.ceil(error.retryAfter ?? DEFAULT_WAIT_SECONDS));
            setRun((previous) => ({ ...previous, status: 'waiting' }));
            startCountdown(seconds);
            const waited = await wait(seconds * 1000, signal);
            if (!waited) return;
            startCountdown(0);
            setRun((previous) => ({ ...previous, status: 'running' }));
            continue;
          }
          setRun((previous) => ({ ...previous, status: 'failed', error: BATCH_FAILED }));
          return;
        }
      }
      setRun((previous) => ({ ...previous, status: 'done' }));
    },
    [leads, navigate, startCountdown],
  );

  const start = useCallback(() => void execute(0, true), [execute]);
  const resume = useCallback(() => void execute(run.handled, false), [execute, run.handled]);
  const cancel = useCallback(() => {
    controller.current?.abort();
    startCountdown(0);
    setRun((previous) => (previous.status === 'running' || previous.status === 'waiting' ? { ...previous, status: 'cancelled' } : previous));
  }, [startCountdown]);

  return { run, waitSeconds, start, resume, cancel };
}
