import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { BuyerInfo } from '../../../../../shared/api.js';
import { BuyerSessionGuard } from '../../../portal-access/adapters/http/buyer-session.guard.js';
import { CurrentBuyer } from '../../../portal-access/adapters/http/current-buyer.decorator.js';
import type { Buyer } from '../../../portal-access/domain/buyer-session.js';
import { LeadsService } from '../../application/leads.service.js';

@ApiTags('portal')
@Controller('api')
@UseGuards(BuyerSessionGuard)
export class BuyerInfoController {
  constructor(private readonly leads: LeadsService) {}

  @Get('buyer-info')
  @ApiOkResponse({ description: "The signed-in buyer's name and leads (their licence's only)." })
  @ApiUnauthorizedResponse({ description: 'No live session.' })
  async buyerInfo(@CurrentBuyer() buyer: Buyer): Promise<BuyerInfo> {
    return { buyerName: buyer.buyerName, leads: await this.leads.listForLicence(buyer.licenceId), market: buyer.market };
  }
}
