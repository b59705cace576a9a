import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AiAnalysis, AiAnalysisRequest, AnalysisSource } from '../../../../shared/api.js';
import { LeadAnalyzer, type AnalysisContext } from '../ports/lead-analyzer.js';
import { ANALYSIS_CACHE_SIZE, analysisKey } from './analysis-cache.js';

const STAND_IN_SOURCES: ReadonlySet<AnalysisSource> = new Set(['offline-fallback', 'offline-budget']);

/** Analyses leads through whichever LeadAnalyzer is wired, once per lead and content. */
@Injectable()
export class AiInsightsService {
  /** The last analyses answered, the least recently used forgotten first. */
  private readonly cache = new LRUCache<string, AiAnalysis>({ max: ANALYSIS_CACHE_SIZE });

  constructor(private readonly analyzer: LeadAnalyzer) {}

  /** The wired analyzer's version, stored beside each insight it writes. */
  get analyzerVersion(): string {
    return this.analyzer.version;
  }

  async analyze(input: AiAnalysisRequest, context: AnalysisContext = {}): Promise<AiAnalysis> {
    const key = analysisKey(input);
    const cached = this.cache.get(key);
    if (cached) return structuredClone(cached);
    const analysis = await this.analyzer.analyze(input, context);
    // A stand-in for the model's answer (it failed, or the day's budget is spent) is not kept: the next ask may get it.
    if (!STAND_IN_SOURCES.has(analysis.source)) this.cache.set(key, analysis);
    // Callers get their own copy: one that edits its result must not change what the next caller sees.
    return structuredClone(analysis);
  }
}
