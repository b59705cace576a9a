import { Injectable } from '@nestjs/common';
import { type BuyerInfoLead, type LeadDetail, type LeadIntent, type LeadPage, type LeadSummary, type LeadTotals } from '../../../../shared/api.js';
import { scoreBand } from '../../../../shared/limits.js';
import { toLeadView } from '../domain/lead.js';
import { encodeCursor, type LeadListQuery } from '../domain/lead-list.js';
import { LeadNotFoundError } from '../domain/leads.errors.js';
import type { Row } from '../../../common/cli/table-output.js';
import { LeadListRepository, type LeadExportQuery, type LeadListRow } from '../ports/lead-list.repository.js';
import { leadExportRecord } from './lead-export.js';
import { LeadRepository } from '../ports/lead.repository.js';
import { BookCache, FIRST_PAGE_QUERY, isFirstPage } from './book-cache.js';
import { LeadScoringService } from './lead-scoring.service.js';

function summaryOf(row: LeadListRow): LeadSummary {
  return {
    id: row.id,
    name: row.name,
    pastChatsShort: row.pastChatsShort,
    previousIntent: row.previousIntent,
    updatedAt: row.updatedAt.toISOString(),
    insight: row.score === null ? null : { score: row.score, band: scoreBand(row.score), intent: (row.intent ?? 'unknown') as LeadIntent, topReason: row.topReason },
  };
}

/** A licence's book of leads as the dashboard reads it: pages sorted and filtered in the database, one lead whole. */
@Injectable()
export class LeadBookService {
  constructor(
    private readonly book: LeadListRepository,
    private readonly leads: LeadRepository,
    private readonly scoring: LeadScoringService,
    private readonly cache: BookCache,
  ) {}

  async page(licenceId: string, query: LeadListQuery): Promise<LeadPage> {
    // The page the dashboard opens on is read once for every request of the next 2 s (BookCache); any other, here.
    const reading = isFirstPage(query) ? this.cache.firstPage(licenceId) : this.book.page(licenceId, query);
    const [rows, totals] = await Promise.all([reading, this.cache.totals(licenceId)]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeCursor({ sort: query.sort, key: last.sortKey, id: last.id, relevance: last.relevance }) : null;
    return { leads: shown.map(summaryOf), nextCursor, totals };
  }

  /**
   * buyer-info's leads: the first page by score, each with its whole conversation as the spec's lead has it (a page
   * of 50, so the answer stays small however big the book).
   */
  async firstPage(licenceId: string): Promise<Omit<LeadPage, 'leads'> & { leads: BuyerInfoLead[] }> {
    const page = await this.page(licenceId, FIRST_PAGE_QUERY);
    const whole = new Map((await this.leads.findForLicence(licenceId, page.leads.map((lead) => lead.id))).map((lead) => [lead.id, lead]));
    // A lead deleted between the two reads is left out rather than shown half.
    const leads = page.leads.flatMap((summary) => {
      const lead = whole.get(summary.id);
      return lead ? [{ ...toLeadView(lead), ...summary }] : [];
    });
    return { ...page, leads };
  }

  /** Every lead the list's filters find, in its order, as rows of the CSV export (read a batch at a time). */
  async *exportRecords(licenceId: string, query: LeadExportQuery): AsyncIterable<Row> {
    for await (const row of this.book.exportRows(licenceId, query)) yield leadExportRecord(row);
  }

  /** 'Re-score all': every lead of the licence waits for a new score; the answer is the book's totals after that. */
  async rescore(licenceId: string): Promise<{ queued: number; totals: LeadTotals }> {
    const queued = await this.scoring.rescoreLicence(licenceId);
    this.cache.changed([licenceId]);
    return { queued, totals: await this.cache.totals(licenceId) };
  }

  /** One of the licence's leads; another licence's lead is not found, exactly like a missing one. */
  async detail(licenceId: string, leadId: string): Promise<LeadDetail> {
    const found = await this.book.findWithInsight(licenceId, leadId);
    if (!found) throw new LeadNotFoundError();
    const { lead, insight } = found;
    return {
      lead: { ...toLeadView(lead), updatedAt: lead.updatedAt.toISOString() },
      insight: insight && {
        analysis: insight.analysis,
        analyzerVersion: insight.analyzerVersion,
        analysedAt: insight.analysedAt.toISOString(),
        current: insight.current,
      },
    };
  }
}
