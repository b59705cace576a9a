import { Injectable } from '@nestjs/common';
import type { LeadDetail, LeadIntent, LeadPage, LeadSummary } from '../../../../shared/api.js';
import { scoreBand } from '../../../../shared/limits.js';
import { toLeadView } from '../domain/lead.js';
import { encodeCursor, type LeadListQuery } from '../domain/lead-list.js';
import { LeadNotFoundError } from '../domain/leads.errors.js';
import { LeadListRepository, type LeadListRow } from '../ports/lead-list.repository.js';

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
  constructor(private readonly book: LeadListRepository) {}

  async page(licenceId: string, query: LeadListQuery): Promise<LeadPage> {
    const [rows, totals] = await Promise.all([this.book.page(licenceId, query), this.book.totals(licenceId)]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeCursor({ sort: query.sort, key: last.sortKey, id: last.id }) : null;
    return { leads: shown.map(summaryOf), nextCursor, totals };
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
