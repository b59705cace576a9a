import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { AiAnalysis, AnalysisSource } from '../../../../shared/api.js';
import { InsightsCard } from './InsightsCard.js';
import { TEST_LEAD } from '../../../test/lead-fixture.js';

const LEAD = TEST_LEAD;

const analysis = (source: AnalysisSource): AiAnalysis => ({
  predictedIntent: 'buy',
  leadScore: 64,
  topNeeds: ['2 BHK', 'Baner'],
  summary: 'Asha wants a 2 BHK in Baner.',
  nextBestAction: 'Offer a site visit.',
  factors: [],
  source,
});

describe('InsightsCard: who wrote the analysis', () => {
  it.each([
    ['openai', 'Analysed by: OpenAI'],
    ['offline', 'Analysed by: Offline analyzer'],
    ['offline-fallback', 'Analysed by: Offline analyzer (the AI service did not answer)'],
    ['offline-budget', 'Analysed by: Offline analyzer (the day’s AI budget for this licence was spent)'],
  ] as const)('names %s', (source, label) => {
    render(<InsightsCard lead={LEAD} state={{ status: 'ready', analysis: analysis(source) }} onRetry={() => undefined} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
