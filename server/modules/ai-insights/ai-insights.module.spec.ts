import { Test } from '@nestjs/testing';
import { AI_INSIGHTS_PROVIDERS } from './ai-insights.module.js';
import { AiInsightsService } from './application/ai-insights.service.js';

describe('AI_INSIGHTS_PROVIDERS', () => {
  it('wires the service to the offline analyzer by default', async () => {
    const moduleRef = await Test.createTestingModule({ providers: AI_INSIGHTS_PROVIDERS }).compile();
    const analysis = await moduleRef.get(AiInsightsService).analyze({ name: 'Sam', pastChats: 'Lead: Just browsing.', previousIntent: '' });
    expect(analysis).toMatchObject({ predictedIntent: 'browse', source: 'offline' });
    await moduleRef.close();
  });
});
