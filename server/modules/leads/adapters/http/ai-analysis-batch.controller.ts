import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AiAnalysisBatchResponse } from '../../../../../shared/api.js';
import { AnalysisBatchRateLimit } from '../../../../common/http/rate-limits.js';
import { BuyerSessionGuard } from '../../../portal-access/adapters/http/buyer-session.guard.js';
import { CurrentBuyer } from '../../../portal-access/adapters/http/current-buyer.decorator.js';
import type { Buyer } from '../../../portal-access/domain/buyer-session.js';
import { AiInsightsService } from '../../../ai-insights/application/ai-insights.service.js';
import { LeadsService } from '../../application/leads.service.js';
import { AiAnalysisBatchDto } from './dto/ai-analysis-batch.dto.js';

@ApiTags('portal')
@Controller('api')
@UseGuards(BuyerSessionGuard)
export class AiAnalysisBatchController {
  constructor(
    private readonly insights: AiInsightsService,
    private readonly leads: LeadsService,
  ) {}

  /**
   * Analyses stored leads by id, for 'Analyze all leads'. The conversations are read from the session's own licence,
   * so ids of another buyer's leads come back as missing, never analysed.
   */
  @Post('ai-analysis/batch')
  @HttpCode(200)
  @AnalysisBatchRateLimit()
  @ApiOkResponse({ description: 'One analysis per lead of this licence; unknown ids are listed as missing.' })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  @ApiTooManyRequestsResponse({ description: 'More than 20 batches a minute in this session.' })
  async analyseBatch(@Body() dto: AiAnalysisBatchDto, @CurrentBuyer() buyer: Buyer): Promise<AiAnalysisBatchResponse> {
    const wanted = [...new Set(dto.leadIds)];
    const own = await this.leads.findForLicence(buyer.licenceId, wanted);
    const results: AiAnalysisBatchResponse['results'] = [];
    for (const leadId of wanted) {
      const lead = own.get(leadId);
      if (!lead) continue;
      const analysis = await this.insights.analyze(
        { leadId, name: lead.name, pastChats: lead.pastChats, previousIntent: lead.previousIntent, market: buyer.market },
        { licenceId: buyer.licenceId },
      );
      results.push({ leadId, analysis });
    }
    return { results, missing: wanted.filter((id) => !own.has(id)) };
  }
}
