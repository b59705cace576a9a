import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AiAnalysis } from '../../../../../shared/api.js';
import { AnalysisRateLimit } from '../../../../common/http/rate-limits.js';
import { BuyerSessionGuard } from '../../../portal-access/adapters/http/buyer-session.guard.js';
import { CurrentBuyer } from '../../../portal-access/adapters/http/current-buyer.decorator.js';
import type { Buyer } from '../../../portal-access/domain/buyer-session.js';
import { AiInsightsService } from '../../application/ai-insights.service.js';
import { AiAnalysisDto } from './dto/ai-analysis.dto.js';

@ApiTags('portal')
@Controller('api')
@UseGuards(BuyerSessionGuard)
export class AiAnalysisController {
  constructor(private readonly insights: AiInsightsService) {}

  @Post('ai-analysis')
  @HttpCode(200)
  @AnalysisRateLimit()
  @ApiOkResponse({ description: 'Predicted intent, lead score 0-100 with the factors behind it, top needs, summary, next best action.' })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 analyses a minute in this session.' })
  analyse(@Body() dto: AiAnalysisDto, @CurrentBuyer() buyer: Buyer): Promise<AiAnalysis> {
    // The market is the licence's, never the request's.
    return this.insights.analyze(
      { name: dto.name, pastChats: dto.pastChats, previousIntent: dto.previousIntent ?? '', leadId: dto.leadId, market: buyer.market },
      { licenceId: buyer.licenceId },
    );
  }
}
