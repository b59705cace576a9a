import { InvalidLeadSourceError } from './leads.errors.js';
import type { SyncReport } from './lead-upsert.js';

/** Where a licence's leads come from, besides files imported by hand. */
export type LeadSourceTarget =
  | { kind: 'csv-url'; url: string }
  | { kind: 'google-sheet'; spreadsheetId: string; range: string };

export type LeadSourceKind = LeadSourceTarget['kind'];

export interface LeadSource {
  licenceId: string;
  target: LeadSourceTarget;
  /** When a sync last ran, whether or not it worked. */
  lastSyncAt: Date | null;
  /** The last successful sync's report. */
  lastReport: SyncReport | null;
  /** Why the last sync failed; null when it worked. */
  lastError: string | null;
}

/** The first sheet's columns A to Z: what a plain lead sheet uses. */
export const DEFAULT_SHEET_RANGE = 'A:Z';

export function csvUrlTarget(value: string): LeadSourceTarget {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new InvalidLeadSourceError(`"${value}" is not a URL; give the full address of the published CSV (https://…).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidLeadSourceError(`Only http and https URLs can be synced, not ${url.protocol}`);
  }
  return { kind: 'csv-url', url: url.toString() };
}

/** Accepts the spreadsheet id or the sheet's whole address (as copied from the browser). */
export function googleSheetTarget(idOrUrl: string, range = DEFAULT_SHEET_RANGE): LeadSourceTarget {
  const spreadsheetId = /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(idOrUrl)?.[1] ?? idOrUrl.trim();
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(spreadsheetId)) {
    throw new InvalidLeadSourceError(`"${idOrUrl}" is not a Google spreadsheet id (the long code in the sheet's address).`);
  }
  const cleanRange = range.trim();
  // eslint-disable-next-line no-control-regex
  if (!cleanRange || cleanRange.length > 200 || /[\u0000-\u001f]/.test(cleanRange)) {
    throw new InvalidLeadSourceError(`"${range}" is not a sheet range; use e.g. 'Sheet1!A:D' or A:Z.`);
  }
  return { kind: 'google-sheet', spreadsheetId, range: cleanRange };
}

export function describeTarget(target: LeadSourceTarget): string {
  return target.kind === 'csv-url' ? target.url : `spreadsheet ${target.spreadsheetId}, range ${target.range}`;
}
