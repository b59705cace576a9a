import { Module, type Provider } from '@nestjs/common';
import { PortalAccessModule } from '../portal-access/portal-access.module.js';
import { AiAnalysisController } from './adapters/http/ai-analysis.controller.js';
import { OfflineLeadAnalyzer } from './adapters/offline/offline-lead-analyzer.js';
import { AiInsightsService } from './application/ai-insights.service.js';
import { LeadAnalyzer } from './ports/lead-analyzer.js';

/** The analysis core, without HTTP: what the module provides, and what its unit test wires. */
export const AI_INSIGHTS_PROVIDERS: Provider[] = [AiInsightsService, { provide: LeadAnalyzer, useClass: OfflineLeadAnalyzer }];

/** Lead analysis: the offline analyzer by default; the HTTP controller and the CLI use AiInsightsService. */
@Module({
  imports: [PortalAccessModule],
  controllers: [AiAnalysisController],
  providers: AI_INSIGHTS_PROVIDERS,
  exports: [AiInsightsService],
})
export class AiInsightsModule {}
