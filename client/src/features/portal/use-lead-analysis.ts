import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AiAnalysis, AiAnalysisRequest, Lead } from '../../../../shared/api.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../lib/api.js';
import { analyzeLead } from './portal-api.js';

export const ANALYSIS_FAILED = 'The AI insights for this lead could not be loaded.';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; analysis: AiAnalysis }
  | { status: 'error'; message: string };

/** An answer and the request it belongs to: only the request of the lead on screen, latest attempt, is shown. */
interface Answer {
  lead: Lead;
  attempt: number;
  state: AnalysisState;
}

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

/**
 * The AI analysis of the selected lead. A new lead (or a retry) shows "loading" at once, cancels the request in
 * flight and ignores any answer that still arrives for it. A 401 means the session ended: alert, then home.
 */
export function useLeadAnalysis(lead: Lead | undefined): { state: AnalysisState; retry: () => void } {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!lead) return undefined;
    const controller = new AbortController();
    const settle = (state: AnalysisState) => {
      if (!controller.signal.aborted) setAnswer({ lead, attempt, state });
    };
    analyzeLead(analysisRequest(lead), controller.signal).then(
      // An empty 200 would break the card: treat it like any failed analysis.
      (analysis) => settle(analysis ? { status: 'ready', analysis } : { status: 'error', message: ANALYSIS_FAILED }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          window.alert(MESSAGES.buyerInfoFailed);
          navigate('/', { replace: true });
          return;
        }
        settle({ status: 'error', message: analysisErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [lead, attempt, navigate]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  let state: AnalysisState = { status: 'idle' };
  if (lead) state = answer?.lead === lead && answer.attempt === attempt ? answer.state : { status: 'loading' };
  return { state, retry };
}
