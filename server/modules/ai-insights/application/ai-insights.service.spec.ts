import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';
import { LeadAnalyzer } from '../ports/lead-analyzer.js';
import { AiInsightsService } from './ai-insights.service.js';

/** Counts calls and answers with the lead's name, so a test can tell a cached answer from a fresh one. */
class CountingAnalyzer extends LeadAnalyzer {
  readonly version = 'counting-1';
  calls = 0;
  async analyze(input: AiAnalysisRequest): Promise<AiAnalysis> {
    this.calls++;
    return { predictedIntent: 'buy', leadScore: 70, topNeeds: ['Fremont'], summary: `${input.name} #${this.calls}`, nextBestAction: '', factors: [], source: 'offline' };
  }
}

describe('AiInsightsService', () => {
  let analyzer: CountingAnalyzer;
  let service: AiInsightsService;
  const input = { name: 'Priya', pastChats: 'Lead: I want to buy.', previousIntent: '', leadId: 'lead-1' };

  beforeEach(() => {
    analyzer = new CountingAnalyzer();
    service = new AiInsightsService(analyzer);
  });

  it('analyses a lead once and answers again from the cache', async () => {
    const first = await service.analyze(input);
    const second = await service.analyze({ ...input });
    expect(second).toEqual(first);
    expect(analyzer.calls).toBe(1);
  });

  it('analyses again when the conversation changes, and per lead', async () => {
    await service.analyze(input);
    await service.analyze({ ...input, pastChats: 'Lead: I want to buy. Agent: Great.' });
    await service.analyze({ ...input, leadId: 'lead-2' });
    expect(analyzer.calls).toBe(3);
  });

  it('hands out copies, so a caller that edits its result cannot change the cached one', async () => {
    const first = await service.analyze(input);
    first.topNeeds.push('Pool');
    expect((await service.analyze(input)).topNeeds).toEqual(['Fremont']);
  });
});
