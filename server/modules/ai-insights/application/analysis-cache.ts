import { createHash } from 'node:crypto';
import type { AiAnalysisRequest } from '../../../../shared/api.js';

/** Analyses kept in memory per process (the stored insights are what lasts). */
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
