import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { BuyerInfo } from '../../../../../shared/api.js';
import { BuyerSessionGuard } from '../../../portal-access/adapters/http/buyer-session.guard.js';
import { CurrentBuyer } from '../../../portal-access/adapters/http/current-buyer.decorator.js';
import type { Buyer } from '../../../portal-access/domain/buyer-session.js';
import { LeadBookService } from '../../application/lead-book.service.js';

@ApiTags('portal')
@Controller('api')
@UseGuards(BuyerSessionGuard)
export class BuyerInfoController {
  constructor(private readonly book: LeadBookService) {}

  @Get('buyer-info')
  @ApiOkResponse({ description: "The signed-in buyer's name, the first page of their licence's leads by score, the book's totals and the next page's cursor." })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  async buyerInfo(@CurrentBuyer() buyer: Buyer): Promise<BuyerInfo> {
    const { leads, totals, nextCursor } = await this.book.firstPage(buyer.licenceId);
    return { buyerName: buyer.buyerName, leads, market: buyer.market, totals, nextCursor };
  }
}
