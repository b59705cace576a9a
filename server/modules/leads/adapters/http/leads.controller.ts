import { Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { LEAD_PAGE_SIZE, type LeadDetail, type LeadPage, type RescoreResponse } from '../../../../../shared/api.js';
import { csvDownload } from '../../../../common/http/csv-download.js';
import { ExportRateLimit, RescoreRateLimit } from '../../../../common/http/rate-limits.js';
import { BuyerSessionGuard } from '../../../portal-access/adapters/http/buyer-session.guard.js';
import { CurrentBuyer } from '../../../portal-access/adapters/http/current-buyer.decorator.js';
import type { Buyer } from '../../../portal-access/domain/buyer-session.js';
import { LeadBookService } from '../../application/lead-book.service.js';
import { LEAD_EXPORT_COLUMNS, leadExportFileName } from '../../application/lead-export.js';
import { decodeCursor, searchQuery } from '../../domain/lead-list.js';
import { LeadNotFoundError } from '../../domain/leads.errors.js';
import { LeadExportQueryDto, LeadListQueryDto } from './dto/lead-list-query.dto.js';

@ApiTags('portal')
@Controller('api/leads')
@UseGuards(BuyerSessionGuard)
export class LeadsController {
  constructor(private readonly book: LeadBookService) {}

  @Get()
  @ApiOkResponse({ description: "A page of the signed-in licence's leads with their stored scores, and the book's totals per band." })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  list(@Query() query: LeadListQueryDto, @CurrentBuyer() buyer: Buyer): Promise<LeadPage> {
    const sort = query.sort ?? 'score';
    return this.book.page(buyer.licenceId, {
      sort,
      intent: query.intent,
      band: query.band,
      search: query.q,
      limit: query.limit ?? LEAD_PAGE_SIZE,
      cursor: query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, searchQuery(query.q) !== null),
    });
  }

  @Post('rescore')
  @HttpCode(202)
  @RescoreRateLimit()
  @ApiAcceptedResponse({ description: "Every lead of this licence waits for a new score, which the scoring workers compute; the book's totals after that." })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  @ApiTooManyRequestsResponse({ description: 'More than 3 in 10 minutes in this session.' })
  rescore(@CurrentBuyer() buyer: Buyer): Promise<RescoreResponse> {
    return this.book.rescore(buyer.licenceId);
  }

  // Before ':id', which would take 'export' for a lead's id.
  @Get('export')
  @ExportRateLimit()
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: "The licence's leads the filters find, in the list's order, as CSV: score, band, intent, top reason, top needs, next best action." })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 in 10 minutes in this session.' })
  export(@Query() query: LeadExportQueryDto, @CurrentBuyer() buyer: Buyer): Promise<StreamableFile> {
    const filters = { sort: query.sort ?? 'score', intent: query.intent, band: query.band, search: query.q };
    return csvDownload(this.book.exportRecords(buyer.licenceId, filters), LEAD_EXPORT_COLUMNS, leadExportFileName(filters, new Date()));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One lead of this licence with its whole conversation and stored insight.' })
  @ApiNotFoundResponse({ description: "Not a lead of this licence (another buyer's lead answers the same)." })
  detail(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new LeadNotFoundError() })) id: string, @CurrentBuyer() buyer: Buyer): Promise<LeadDetail> {
    return this.book.detail(buyer.licenceId, id);
  }
}
