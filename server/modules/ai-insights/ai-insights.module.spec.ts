import { Test } from '@nestjs/testing';
import { AppConfig } from '../../config/app-config.js';
import type { EnvSchema } from '../../config/env.schema.js';
import { FakeChatCompletions } from './adapters/openai/chat-completions.fakes.js';
import { modelAnswer } from './adapters/openai/model-answer.fakes.js';
import { AI_INSIGHTS_PROVIDERS } from './ai-insights.module.js';
import { AiInsightsService } from './application/ai-insights.service.js';

/** The providers with a configuration holding only the given variables. */
async function compile(env: Partial<EnvSchema>) {
  const config = { env } as AppConfig;
  return Test.createTestingModule({ providers: [...AI_INSIGHTS_PROVIDERS, { provide: AppConfig, useValue: config }] }).compile();
}

describe('AI_INSIGHTS_PROVIDERS', () => {
  it('wires the service to the offline analyzer by default', async () => {
    const moduleRef = await compile({ OPENAI_API_KEY: '  ' });
    const analysis = await moduleRef.get(AiInsightsService).analyze({ name: 'Sam', pastChats: 'Lead: Just browsing.', previousIntent: '' });
    expect(analysis).toMatchObject({ predictedIntent: 'browse', source: 'offline' });
    await moduleRef.close();
  });

  it('wires the OpenAI analyzer, behind the cache, when a key is configured', async () => {
    const server = new FakeChatCompletions().answer({ content: JSON.stringify(modelAnswer()) });
    const baseURL = await server.start();
    try {
      const moduleRef = await compile({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'small-model' });
      const service = moduleRef.get(AiInsightsService);
      const input = { name: 'Priya', pastChats: 'Lead: I need a 3 bedroom apartment in Fremont.', previousIntent: '', leadId: 'lead-1' };
      expect(await service.analyze(input)).toMatchObject({ source: 'openai', predictedIntent: 'rent' });
      await service.analyze({ ...input });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0].body.model).toBe('small-model');
      await moduleRef.close();
    } finally {
      await server.stop();
    }
  });
});
