import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';

/** Who asks for an analysis, which the input (the spec's request body) does not say. */
export interface AnalysisContext {
  /** The licence whose daily budget of model calls the analysis spends. */
  licenceId?: string;
  /**
   * Nobody waits on the answer (background scoring): a rate-limited model call raises AnalyzerBusyError, so the job
   * is postponed as the server asks, instead of answering with the offline fallback at once.
   */
  background?: boolean;
}

/**
 * Reads a lead's conversation and says what they want, how warm they are and what to do next. Offline (in-process)
 * by default; an LLM-backed adapter can stand in. Whatever the adapter, `leadScore` and `factors` come from the one
 * deterministic scorer, so scores stay comparable across adapters.
 */
export abstract class LeadAnalyzer {
  abstract analyze(input: AiAnalysisRequest, context?: AnalysisContext): Promise<AiAnalysis>;
  /** Which analyzer answered, as stored beside each insight: a new one means every stored insight is scored again. */
  abstract readonly version: string;
}
