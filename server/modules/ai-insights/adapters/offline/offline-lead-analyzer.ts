import { Injectable } from '@nestjs/common';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../../shared/api.js';
import { offlineAnalyzerVersion } from '../../domain/analyzer-version.js';
import { moneyOf } from '../../domain/budget.js';
import { writeInsights } from '../../domain/insight-writer.js';
import { scoreLead } from '../../domain/lead-scorer.js';
import { extractSignals } from '../../domain/signals.js';
import { LeadAnalyzer } from '../../ports/lead-analyzer.js';

/** Where analyses run: the worker pool in the app; the analysis itself in-process when none is given. */
export interface AnalysisRunner {
  run(input: AiAnalysisRequest): Promise<AiAnalysis>;
}

const IN_PROCESS: AnalysisRunner = { run: async (input) => analyzeOffline(input) };

/** The default analyzer: rules over the lead's own words, no network, the same answer every time. */
@Injectable()
export class OfflineLeadAnalyzer extends LeadAnalyzer {
  readonly version = offlineAnalyzerVersion();

  constructor(private readonly runner: AnalysisRunner = IN_PROCESS) {
    super();
  }

  analyze(input: AiAnalysisRequest): Promise<AiAnalysis> {
    return this.runner.run(input);
  }
}

/** Synchronous core, also what an LLM adapter falls back to. */
export function analyzeOffline(input: AiAnalysisRequest): AiAnalysis {
  const signals = extractSignals(input.name ?? '', input.pastChats ?? '', input.previousIntent ?? '', input.market);
  const { score, factors } = scoreLead(signals);
  return {
    predictedIntent: signals.intent.intent,
    leadScore: score,
    ...writeInsights(signals),
    factors,
    source: 'offline',
    ...moneyOf(signals.budget),
  };
}
