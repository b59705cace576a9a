import { useCallback, useEffect, useState } from 'react';
import type { AiAnalysis, AiAnalysisRequest, Lead } from '../../../../shared/api.js';
import { ApiError } from '../../lib/api.js';
import { analyzeLead, fetchLead } from './dashboard-api.js';
import { useSessionEnded } from './session-expiry.js';

export const ANALYSIS_FAILED = 'The AI insights for this lead could not be loaded.';
export const LEAD_FAILED = 'This lead could not be loaded. Check your connection and try again.';
export const LEAD_GONE = 'This lead is no longer in your book: the last import or sync removed it.';

export type AnalysisState =
  | { status: 'loading' }
  | { status: 'ready'; analysis: AiAnalysis; analysedAt?: string }
  | { status: 'error'; message: string };

export type LeadDetailState =
  | { status: 'loading' }
  | { status: 'ready'; lead: Lead; analysis: AnalysisState }
  | { status: 'error'; message: string; gone: boolean };

/** Too many requests: the server's message says how long to wait. Anything else: try again. */
export function analysisErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 && error.message ? error.message : ANALYSIS_FAILED;
}

/** PORTAL_LIMITS of shared/limits.ts, written out for the reason given at SCORE_THRESHOLDS (a test checks them). */
export const ANALYSIS_LIMITS = { leadName: 200, pastChats: 20_000, previousIntent: 200 } as const;

/** The request for one lead, within the limits the server accepts. */
export function analysisRequest(lead: Lead): AiAnalysisRequest {
  return {
    name: lead.name.slice(0, ANALYSIS_LIMITS.leadName),
    pastChats: lead.pastChats.slice(0, ANALYSIS_LIMITS.pastChats),
    previousIntent: lead.previousIntent.slice(0, ANALYSIS_LIMITS.previousIntent),
    leadId: lead.id,
  };
}

/** An answer and the request it belongs to: only the latest request for the lead on screen is shown. */
interface Answer {
  key: string;
  state: LeadDetailState;
}

/**
 * The chosen lead, whole, with its insight. The stored insight is shown when it is current; when the lead has none
 * yet, or changed since, a new analysis is asked for (spec: choosing a lead requests its analysis). A new lead (or a
 * retry) shows "loading" at once and cancels what is in flight.
 */
export function useLeadDetail(leadId: string | undefined): { state: LeadDetailState; retry: () => void } {
  const sessionEnded = useSessionEnded();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${leadId}:${attempt}`;

  useEffect(() => {
    if (!leadId) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (state: LeadDetailState) => {
      if (!signal.aborted) setAnswer({ key, state });
    };
    const handled = (error: unknown) => signal.aborted || sessionEnded(error);

    void (async () => {
      let lead: Lead;
      try {
        const detail = await fetchLead(leadId, signal);
        lead = detail.lead;
        if (detail.insight?.current) {
          const { analysis, analysedAt } = detail.insight;
          settle({ status: 'ready', lead, analysis: { status: 'ready', analysis, analysedAt } });
          return;
        }
      } catch (error) {
        if (handled(error)) return;
        const gone = error instanceof ApiError && error.status === 404;
        settle({ status: 'error', message: gone ? LEAD_GONE : LEAD_FAILED, gone });
        return;
      }
      settle({ status: 'ready', lead, analysis: { status: 'loading' } });
      try {
        const analysis = await analyzeLead(analysisRequest(lead), signal);
        // An empty 200 would break the card: treat it like any failed analysis.
        settle({ status: 'ready', lead, analysis: analysis ? { status: 'ready', analysis } : { status: 'error', message: ANALYSIS_FAILED } });
      } catch (error) {
        if (handled(error)) return;
        settle({ status: 'ready', lead, analysis: { status: 'error', message: analysisErrorMessage(error) } });
      }
    })();
    return () => controller.abort();
  }, [leadId, key, sessionEnded]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: answer?.key === key ? answer.state : { status: 'loading' }, retry };
}
