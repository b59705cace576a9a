import { Test } from '@nestjs/testing';
import { AppConfig } from '../../config/app-config.js';
import type { EnvSchema } from '../../config/env.schema.js';
import { FakeChatCompletions } from './adapters/openai/chat-completions.fakes.js';
import { modelAnswer } from './adapters/openai/model-answer.fakes.js';
import { AI_INSIGHTS_PROVIDERS } from './ai-insights.module.js';
import { AiInsightsService } from './application/ai-insights.service.js';
import { AnalysisBudget } from './ports/analysis-budget.js';

/** Counts calls per licence, in memory. */
class BudgetInMemory extends AnalysisBudget {
  readonly calls = new Map<string, number>();
  async spend(licenceId: string, dailyLimit: number): Promise<boolean> {
    const spent = this.calls.get(licenceId) ?? 0;
    if (spent >= dailyLimit) return false;
    this.calls.set(licenceId, spent + 1);
    return true;
  }
}

/** The providers with a configuration holding only the given variables, and a budget when given. */
async function compile(env: Partial<EnvSchema>, budget?: AnalysisBudget) {
  const config = { env } as AppConfig;
  const providers = [...AI_INSIGHTS_PROVIDERS, { provide: AppConfig, useValue: config }];
  if (budget) providers.push({ provide: AnalysisBudget, useValue: budget });
  return Test.createTestingModule({ providers }).compile();
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

  it('spends the licence’s daily budget of model calls, then answers offline marked as such, never cached', async () => {
    const server = new FakeChatCompletions().answer({ content: JSON.stringify(modelAnswer()) });
    const baseURL = await server.start();
    try {
      const budget = new BudgetInMemory();
      const moduleRef = await compile({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, OPENAI_DAILY_CALLS: 2 }, budget);
      const service = moduleRef.get(AiInsightsService);
      const ask = (n: number) => service.analyze({ name: `Lead ${n}`, pastChats: 'Lead: I need a 3 bedroom apartment in Fremont.', previousIntent: '', leadId: `lead-${n}` }, { licenceId: 'licence-1' });
      expect([(await ask(1)).source, (await ask(2)).source]).toEqual(['openai', 'openai']);
      const over = await ask(3);
      expect(over).toMatchObject({ source: 'offline-budget', predictedIntent: 'rent' });
      expect(server.requests).toHaveLength(2);
      // Another licence has its own budget; a stand-in answer is not cached, so tomorrow's ask reaches the model.
      expect((await service.analyze({ name: 'Ana', pastChats: 'Lead: Looking to buy a flat.', previousIntent: '' }, { licenceId: 'licence-2' })).source).toBe('openai');
      budget.calls.clear();
      expect((await ask(3)).source).toBe('openai');
      await moduleRef.close();
    } finally {
      await server.stop();
    }
  });
});
