import { Module, type Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { PortalAccessModule } from '../portal-access/portal-access.module.js';
import { AiAnalysisController } from './adapters/http/ai-analysis.controller.js';
import { OfflineAnalysisPool } from './adapters/offline/offline-analysis-pool.js';
import { OfflineLeadAnalyzer } from './adapters/offline/offline-lead-analyzer.js';
import { OpenAiLeadAnalyzer } from './adapters/openai/openai-lead-analyzer.js';
import { TypeormAnalysisBudget } from './adapters/persistence/typeorm-analysis-budget.js';
import { AiInsightsService } from './application/ai-insights.service.js';
import { AnalysisBudget } from './ports/analysis-budget.js';
import { LeadAnalyzer } from './ports/lead-analyzer.js';

/** The analysis core, without HTTP and the database: what the module provides, and what its unit test wires. */
export const AI_INSIGHTS_PROVIDERS: Provider[] = [
  AiInsightsService,
  OfflineAnalysisPool,
  { provide: LeadAnalyzer, inject: [AppConfig, OfflineAnalysisPool, { token: AnalysisBudget, optional: true }], useFactory: leadAnalyzerFor },
];

/** The OpenAI-compatible analyzer once a key is configured; the offline one otherwise (and in tests without a key). */
export function leadAnalyzerFor(config: AppConfig, pool?: OfflineAnalysisPool, budget?: AnalysisBudget): LeadAnalyzer {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_DAILY_CALLS, OPENAI_CONCURRENCY } = config.env;
  if (!OPENAI_API_KEY?.trim()) return new OfflineLeadAnalyzer(pool);
  return new OpenAiLeadAnalyzer(
    { apiKey: OPENAI_API_KEY.trim(), baseURL: OPENAI_BASE_URL || undefined, model: OPENAI_MODEL?.trim() || undefined, dailyCalls: OPENAI_DAILY_CALLS, concurrency: OPENAI_CONCURRENCY },
    budget ?? null,
  );
}

/** Lead analysis: the offline analyzer by default, OpenAI-compatible with OPENAI_API_KEY; the HTTP controller and the Leads module (stored insights, 'Analyze all leads') use AiInsightsService. */
@Module({
  imports: [PortalAccessModule],
  controllers: [AiAnalysisController],
  providers: [...AI_INSIGHTS_PROVIDERS, { provide: AnalysisBudget, useClass: TypeormAnalysisBudget }],
  exports: [AiInsightsService],
})
export class AiInsightsModule {}
