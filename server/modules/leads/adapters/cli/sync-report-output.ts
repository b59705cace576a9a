import { terminalSafe } from '../../../../common/cli/table-output.js';
import type { SyncReport } from '../../domain/lead-upsert.js';

/** A sync report as the admin reads it: the counts on one line, then each rejected row with its number and reason. */
export function formatSyncReport(report: SyncReport, indent = ''): string {
  const lines = [
    `${indent}read ${report.read}: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.rejected.length} rejected`,
    ...report.rejected.map(({ row, reason }) => `${indent}  row ${row}: ${terminalSafe(reason)}`),
  ];
  return `${lines.join('\n')}\n`;
}
