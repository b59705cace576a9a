import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PortalAccessModule } from '../portal-access/portal-access.module.js';
import { BuyerInfoController } from './adapters/http/buyer-info.controller.js';
import { LeadEntity } from './adapters/persistence/lead.entity.js';
import { TypeormLeadRepository } from './adapters/persistence/typeorm-lead.repository.js';
import { LeadsService } from './application/leads.service.js';
import { LeadRepository } from './ports/lead.repository.js';

/** Leads per licence and the buyer-info endpoint. Imports and sheet sync come with the AI issue. */
@Module({
  imports: [TypeOrmModule.forFeature([LeadEntity]), PortalAccessModule],
  controllers: [BuyerInfoController],
  providers: [LeadsService, { provide: LeadRepository, useClass: TypeormLeadRepository }],
  exports: [LeadsService],
})
export class LeadsModule {}
