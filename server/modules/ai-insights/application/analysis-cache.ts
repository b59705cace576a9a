import { createHash } from 'node:crypto';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';

export const ANALYSIS_CACHE_SIZE = 1_000;

/**
 * The cache key: the lead (id, else name) and a hash of everything the analysis reads (the market too), so an
 * edited conversation, or a licence moved to another market, is analysed again and an unchanged one never is.
 */
export function analysisKey(input: AiAnalysisRequest): string {
  const content = createHash('sha256')
    .update(JSON.stringify([input.name ?? '', input.pastChats ?? '', input.previousIntent ?? '', input.market ?? '']))
    .digest('hex');
  return `${input.leadId ?? `name:${input.name ?? ''}`}:${content}`;
}

/** Least-recently-used, bounded: a Map keeps insertion order, so re-inserting on a hit makes the oldest entry first. */
export class AnalysisCache {
  private readonly entries = new Map<string, AiAnalysis>();

  constructor(private readonly capacity = ANALYSIS_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): AiAnalysis | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: AiAnalysis): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
