import { Injectable } from '@nestjs/common';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';
import { LeadAnalyzer } from '../ports/lead-analyzer.js';
import { AnalysisCache, analysisKey } from './analysis-cache.js';

/** Analyses leads through whichever LeadAnalyzer is wired, once per lead and content. */
@Injectable()
export class AiInsightsService {
  private readonly cache = new AnalysisCache();

  constructor(private readonly analyzer: LeadAnalyzer) {}

  /** The wired analyzer's version, stored beside each insight it writes. */
  get analyzerVersion(): string {
    return this.analyzer.version;
  }

  async analyze(input: AiAnalysisRequest): Promise<AiAnalysis> {
    const key = analysisKey(input);
    const cached = this.cache.get(key);
    if (cached) return structuredClone(cached);
    const analysis = await this.analyzer.analyze(input);
    this.cache.set(key, analysis);
    // Callers get their own copy: one that edits its result must not change what the next caller sees.
    return structuredClone(analysis);
  }
}
