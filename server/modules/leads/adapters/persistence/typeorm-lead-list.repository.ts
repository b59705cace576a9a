import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { LeadTotals } from '../../../../../shared/api.js';
import type { MoneyAmount } from '../../../../../shared/markets.js';
import { LEAD_SCORE_THRESHOLDS } from '../../../../../shared/limits.js';
import type { Lead } from '../../domain/lead.js';
import { searchQuery, type LeadListQuery, type SearchRelevance } from '../../domain/lead-list.js';
import { LeadListRepository, type LeadExportQuery, type LeadExportRow, type LeadListRow, type StoredLeadInsight } from '../../ports/lead-list.repository.js';
import { LeadEntity } from './lead.entity.js';

/** The text a search reads, as the expression index of the lead-list migration writes it (the two must match). */
export const SEARCH_DOCUMENT = `to_tsvector('simple', l.name || ' ' || l.past_chats)`;

/** The lead's name alone as a search reads it, for the search's relevance. */
const NAME_DOCUMENT = `to_tsvector('simple', l.name)`;

/** Each sort: its key (unscored leads last by score), its direction, and the keyset test that continues after a cursor. */
// Each matches an index of the lead-insights migration (lead_book_score, _name, _updated), with licence_id before it.
const SORTS = {
  score: { key: 'coalesce(l.score, -1)', order: 'DESC', after: '<', cast: 'int' },
  name: { key: 'lower(l.name)', order: 'ASC', after: '>', cast: 'text' },
  updated: { key: 'l.updated_at', order: 'DESC', after: '<', cast: 'timestamptz' },
} as const;

type Sort = (typeof SORTS)[keyof typeof SORTS];

/** The ORDER BY of a list query: with a search, the most relevant first; then the sort's key and the id that breaks ties. */
function orderOf(sort: Sort, relevance: string | null): string {
  return `${relevance ? `${relevance} DESC, ` : ''}${sort.key} ${sort.order}, l.id ${sort.order}`;
}

const BANDS = {
  hot: `l.score > ${LEAD_SCORE_THRESHOLDS.high}`,
  warm: `l.score > ${LEAD_SCORE_THRESHOLDS.medium} AND l.score <= ${LEAD_SCORE_THRESHOLDS.high}`,
  cold: `l.score <= ${LEAD_SCORE_THRESHOLDS.medium}`,
} as const;

interface PageRow {
  id: string;
  name: string;
  past_chats_short: string;
  previous_intent: string;
  updated_at: Date;
  score: number | null;
  intent: string | null;
  top_reason: string | null;
  sort_key: string | number;
  relevance?: SearchRelevance;
}

interface ExportRow extends PageRow {
  top_needs: string[] | null;
  budget: MoneyAmount | null;
  next_best_action: string | null;
  analysed_at: Date | null;
  phone: string | null;
  email: string | null;
  source: string | null;
  last_contact_at: Date | null;
}

/** Leads the export reads per query: large enough that 10,000 leads take 20 queries, small enough to hold at once. */
const EXPORT_BATCH = 500;

function toListRow(row: PageRow): LeadListRow {
  return {
    id: row.id,
    name: row.name,
    pastChatsShort: row.past_chats_short,
    previousIntent: row.previous_intent,
    updatedAt: new Date(row.updated_at),
    score: row.score,
    intent: row.intent,
    topReason: row.top_reason,
    sortKey: row.sort_key,
    relevance: row.relevance,
  };
}

@Injectable()
export class TypeormLeadListRepository extends LeadListRepository {
  constructor(@InjectRepository(LeadEntity) private readonly rows: Repository<LeadEntity>) {
    super();
  }

  async page(licenceId: string, query: LeadListQuery): Promise<LeadListRow[]> {
    const sort = SORTS[query.sort];
    const { where, params, relevance } = this.conditions(licenceId, query);
    // The sort key goes back as text for timestamps: a JavaScript Date would lose PostgreSQL's microseconds.
    const rows = (await this.rows.query(
      `SELECT l.id, l.name, l.past_chats_short, l.previous_intent, l.updated_at, l.score, l.intent, l.top_reason,
              ${query.sort === 'updated' ? `${sort.key}::text` : sort.key} AS sort_key${relevance ? `, ${relevance} AS relevance` : ''}
         FROM lead l
        WHERE ${where}
        ORDER BY ${orderOf(sort, relevance)}
        LIMIT $${params.length + 1}`,
      [...params, query.limit + 1],
    )) as PageRow[];
    return rows.map(toListRow);
  }

  /**
   * The order is read once, ids only (a few hundred kilobytes for 10,000 leads), then the rows a batch at a time by
   * id. A keyset over scores would skip some leads and write others twice while the scorer changes scores under it;
   * this way each lead is written once, where it stood when the export began, with its data as it is when written.
   */
  async *exportRows(licenceId: string, query: LeadExportQuery): AsyncIterable<LeadExportRow> {
    const sort = SORTS[query.sort];
    const { where, params, relevance } = this.conditions(licenceId, query);
    const order = (await this.rows.query(`SELECT l.id FROM lead l WHERE ${where} ORDER BY ${orderOf(sort, relevance)}`, params)) as { id: string }[];
    for (let i = 0; i < order.length; i += EXPORT_BATCH) {
      const batch = order.slice(i, i + EXPORT_BATCH).map((row) => row.id);
      // Ids as JSON: one parameter that both PostgreSQL and the embedded database read the same way.
      const rows = (await this.rows.query(
        `SELECT l.id, l.name, l.past_chats_short, l.previous_intent, l.updated_at, l.score, l.intent, l.top_reason, ${sort.key} AS sort_key,
                i.analysis -> 'topNeeds' AS top_needs, i.analysis -> 'budget' AS budget, i.analysis ->> 'nextBestAction' AS next_best_action,
                i.analysed_at, l.phone, l.email, l.source, l.last_contact_at
           FROM lead l LEFT JOIN lead_insight i ON i.lead_id = l.id AND i.analysed_at IS NOT NULL
          WHERE l.licence_id = $1 AND l.id IN (SELECT value::uuid FROM jsonb_array_elements_text($2::jsonb))`,
        [licenceId, JSON.stringify(batch)],
      )) as ExportRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      // A lead removed by a sync since the order was read is left out.
      for (const row of batch.flatMap((id) => byId.get(id) ?? [])) {
        yield {
          ...toListRow(row),
          topNeeds: row.top_needs ?? [],
          budget: row.budget,
          nextBestAction: row.next_best_action,
          analysedAt: row.analysed_at === null ? null : new Date(row.analysed_at),
          phone: row.phone,
          email: row.email,
          source: row.source,
          lastContactAt: row.last_contact_at === null ? null : new Date(row.last_contact_at),
        };
      }
    }
  }

  /**
   * The WHERE clause of a list query (the licence, filters, search) and its parameters; with a search, also the
   * expression of each row's relevance (SearchRelevance).
   */
  private conditions(licenceId: string, query: Omit<LeadListQuery, 'limit'>): { where: string; params: unknown[]; relevance: string | null } {
    const params: unknown[] = [licenceId];
    const where = ['l.licence_id = $1'];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (query.intent) where.push(`l.intent = ${param(query.intent)}`);
    if (query.band) where.push(BANDS[query.band]);
    const search = searchQuery(query.search);
    let relevance: string | null = null;
    if (search) {
      const begun = `to_tsquery('simple', ${param(search)})`;
      where.push(`${SEARCH_DOCUMENT} @@ ${begun}`);
      const whole = `to_tsquery('simple', ${param(searchQuery(query.search, false))})`;
      relevance = `(CASE WHEN ${NAME_DOCUMENT} @@ ${whole} THEN 2 WHEN ${NAME_DOCUMENT} @@ ${begun} THEN 1 ELSE 0 END)`;
    }
    if (query.cursor) {
      const sort = SORTS[query.sort];
      const after = `(${sort.key}, l.id) ${sort.after} (${param(query.cursor.key)}::${sort.cast}, ${param(query.cursor.id)}::uuid)`;
      // The most relevant first: after a cursor, the rest of its relevance, then the less relevant.
      if (relevance && query.cursor.relevance !== undefined) {
        const cursorRelevance = param(query.cursor.relevance);
        where.push(`(${relevance} < ${cursorRelevance}::int OR (${relevance} = ${cursorRelevance}::int AND ${after}))`);
      } else where.push(after);
    }
    return { where: where.join(' AND '), params, relevance };
  }

  async totals(licenceId: string): Promise<LeadTotals> {
    const [row] = (await this.rows.query(
      `SELECT count(*)::int AS leads,
              count(*) FILTER (WHERE ${BANDS.hot})::int AS hot,
              count(*) FILTER (WHERE ${BANDS.warm})::int AS warm,
              count(*) FILTER (WHERE ${BANDS.cold})::int AS cold,
              count(*) FILTER (WHERE l.score IS NULL)::int AS unscored,
              -- Apart, through its partial index: here it would make the count read every row of the book.
              (SELECT count(*) FROM lead d WHERE d.licence_id = $1 AND d.insight_due)::int AS pending
         FROM lead l
        WHERE l.licence_id = $1`,
      [licenceId],
    )) as LeadTotals[];
    return row;
  }

  async findWithInsight(licenceId: string, leadId: string): Promise<{ lead: Lead; insight: StoredLeadInsight | null } | null> {
    const lead = await this.rows.findOne({ where: { id: leadId, licenceId } });
    if (!lead) return null;
    const [insight] = (await this.rows.query(
      `SELECT analysis, analyzer_version, analysed_at FROM lead_insight WHERE lead_id = $1 AND analysed_at IS NOT NULL`,
      [leadId],
    )) as Array<{ analysis: StoredLeadInsight['analysis']; analyzer_version: string; analysed_at: Date }>;
    const { insightDue, ...stored } = lead;
    return {
      lead: stored,
      insight: insight ? { analysis: insight.analysis, analyzerVersion: insight.analyzer_version, analysedAt: new Date(insight.analysed_at), current: insightDue === false } : null,
    };
  }
}
