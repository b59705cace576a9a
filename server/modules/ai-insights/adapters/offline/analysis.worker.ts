import type { AiAnalysis, AiAnalysisRequest } from '../../../../../shared/api.js';
import { analyzeOffline } from './offline-lead-analyzer.js';

/** What a worker thread of the analysis pool runs (piscina calls the default export with each task). */
export default function analyzeInWorker(input: AiAnalysisRequest): AiAnalysis {
  return analyzeOffline(input);
}
