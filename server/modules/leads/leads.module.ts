import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiInsightsModule } from '../ai-insights/ai-insights.module.js';
import { LicensingModule } from '../licensing/licensing.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PortalAccessModule } from '../portal-access/portal-access.module.js';
import { LeadsAnalyseCommand } from './adapters/cli/leads-analyse.command.js';
import { LeadsImportCommand } from './adapters/cli/leads-import.command.js';
import { LeadsListCommand } from './adapters/cli/leads-list.command.js';
import { LeadsSourceCommand, LeadsSourceSetCommand, LeadsSourceShowCommand } from './adapters/cli/leads-source.command.js';
import { LeadsSyncCommand } from './adapters/cli/leads-sync.command.js';
import { LeadsCommand } from './adapters/cli/leads.command.js';
import { AiAnalysisBatchController } from './adapters/http/ai-analysis-batch.controller.js';
import { BuyerInfoController } from './adapters/http/buyer-info.controller.js';
import { LeadsController } from './adapters/http/leads.controller.js';
import { AdvisorySyncLock } from './adapters/persistence/advisory-sync-lock.js';
import { LeadSourceEntity } from './adapters/persistence/lead-source.entity.js';
import { LeadEntity } from './adapters/persistence/lead.entity.js';
import { TypeormLeadInsightRepository } from './adapters/persistence/typeorm-lead-insight.repository.js';
import { TypeormLeadListRepository } from './adapters/persistence/typeorm-lead-list.repository.js';
import { TypeormLeadSourceRepository } from './adapters/persistence/typeorm-lead-source.repository.js';
import { TypeormLeadRepository } from './adapters/persistence/typeorm-lead.repository.js';
import { HotLeadAlerts } from './adapters/schedule/hot-lead-alerts.js';
import { ScheduledLeadSync } from './adapters/schedule/scheduled-lead-sync.js';
import { GoogleSheetFetcher, GoogleSheetsOptions } from './adapters/sources/google-sheet.fetcher.js';
import { LeadSheetFetchers } from './adapters/sources/lead-sheet-fetchers.js';
import { PublishedCsvFetcher } from './adapters/sources/published-csv.fetcher.js';
import { BookCache } from './application/book-cache.js';
import { LeadBookService } from './application/lead-book.service.js';
import { LeadScoringService } from './application/lead-scoring.service.js';
import { LeadScoringWorker } from './application/lead-scoring.worker.js';
import { LeadSourcesService } from './application/lead-sources.service.js';
import { LeadsService } from './application/leads.service.js';
import { SourceRetryPolicy } from './application/retry-policy.js';
import { LeadInsightRepository } from './ports/lead-insight.repository.js';
import { LeadListRepository } from './ports/lead-list.repository.js';
import { LeadRepository } from './ports/lead.repository.js';
import { LeadSheetFetcher } from './ports/lead-sheet-fetcher.js';
import { LeadSourceRepository } from './ports/lead-source.repository.js';
import { SyncLock } from './ports/sync-lock.js';

/** Leads per licence: the buyer-info endpoint, file imports, synced sources (published CSV, Google Sheet) and their schedule, each lead's stored insight, scored in the background, and hot-lead alerts. */
@Module({
  imports: [TypeOrmModule.forFeature([LeadEntity, LeadSourceEntity]), ScheduleModule.forRoot(), LicensingModule, PortalAccessModule, AiInsightsModule, MailModule],
  controllers: [BuyerInfoController, LeadsController, AiAnalysisBatchController],
  providers: [
    LeadsService,
    LeadSourcesService,
    LeadScoringService,
    LeadScoringWorker,
    LeadBookService,
    BookCache,
    { provide: LeadRepository, useClass: TypeormLeadRepository },
    { provide: LeadInsightRepository, useClass: TypeormLeadInsightRepository },
    { provide: LeadListRepository, useClass: TypeormLeadListRepository },
    { provide: LeadSourceRepository, useClass: TypeormLeadSourceRepository },
    { provide: LeadSheetFetcher, useClass: LeadSheetFetchers },
    { provide: SyncLock, useClass: AdvisorySyncLock },
    { provide: SourceRetryPolicy, useValue: new SourceRetryPolicy() },
    { provide: GoogleSheetsOptions, useValue: new GoogleSheetsOptions() },
    PublishedCsvFetcher,
    GoogleSheetFetcher,
    ScheduledLeadSync,
    HotLeadAlerts,
    LeadsCommand,
    LeadsImportCommand,
    LeadsSourceCommand,
    LeadsSourceSetCommand,
    LeadsSourceShowCommand,
    LeadsSyncCommand,
    LeadsListCommand,
    LeadsAnalyseCommand,
  ],
  exports: [LeadsService],
})
export class LeadsModule {}
