import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';

/**
 * Reads a lead's conversation and says what they want, how warm they are and what to do next. Offline (in-process)
 * by default; an LLM-backed adapter can stand in. Whatever the adapter, `leadScore` and `factors` come from the one
 * deterministic scorer, so scores stay comparable across adapters.
 */
export abstract class LeadAnalyzer {
  abstract analyze(input: AiAnalysisRequest): Promise<AiAnalysis>;
  /** Which analyzer answered, as stored beside each insight: a new one means every stored insight is scored again. */
  abstract readonly version: string;
}
