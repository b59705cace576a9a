import type { Row } from '../../../common/cli/table-output.js';
import { scoreBand } from '../../../../shared/limits.js';
import { formatMoney } from '../../../../shared/markets.js';
import { contactView } from '../domain/lead-contact.js';
import type { LeadExportQuery, LeadExportRow } from '../ports/lead-list.repository.js';

/** The export's columns, in order: who and how to reach them, how warm, what they want, what to do next, and how fresh that advice is. */
export const LEAD_EXPORT_COLUMNS = ['Name', 'Phone', 'Email', 'Source', 'Last contact', 'Score', 'Band', 'Intent', 'Top reason', 'Top needs', 'Budget', 'Next best action', 'Last update', 'Analysed at'] as const;

/**
 * One lead as a row of the export. A lead not scored yet has empty score, band, intent and advice: nothing is
 * guessed. The budget is written with its currency ("₹1.2 crore", "£1,500 a month"), as the insights card shows it.
 */
export function leadExportRecord(row: LeadExportRow): Row {
  const scored = row.score !== null;
  return {
    Name: row.name,
    Phone: contactView(row)?.phone?.display ?? null,
    Email: row.email,
    Source: row.source,
    'Last contact': row.lastContactAt,
    Score: row.score,
    Band: scored ? scoreBand(row.score as number) : null,
    Intent: scored ? row.intent : null,
    'Top reason': row.topReason,
    'Top needs': row.topNeeds,
    Budget: row.budget ? formatMoney(row.budget) : null,
    'Next best action': row.nextBestAction,
    'Last update': row.updatedAt,
    'Analysed at': row.analysedAt,
  };
}

/** "leads-2026-11-27.csv", or "leads-hot-buy-2026-11-27.csv" when filtered by band and intent. */
export function leadExportFileName(query: LeadExportQuery, now: Date): string {
  return ['leads', query.band, query.intent, now.toISOString().slice(0, 10)].filter(Boolean).join('-') + '.csv';
}
