import { DomainError } from '../../../common/errors/domain-error.js';

/** A sheet whose header row lacks a column every lead needs: nothing of it can be imported. */
export class MissingLeadColumnsError extends DomainError {
  readonly code = 'lead_columns_missing';

  constructor(
    readonly missing: string[],
    found: string[],
  ) {
    const headers = found.map((h) => h.trim()).filter(Boolean);
    super(
      `The sheet has no ${missing.join(' and no ')} column. Row 1 must name the columns; ` +
        `found: ${headers.length ? headers.map((h) => `"${h}"`).join(', ') : 'no headers at all'}.`,
    );
  }

  /** The same, without quoting the sheet: for a fetched source, whose first row may be anything a URL returned. */
  get withoutHeaders(): string {
    return `The sheet has no ${this.missing.join(' and no ')} column. Row 1 must name the columns.`;
  }
}

/** A lead file that cannot be read: missing, of an unsupported type, or not valid CSV/XLSX. */
export class LeadFileError extends DomainError {
  readonly code = 'lead_file_unreadable';
}

/** A sheet with more rows than one import takes: refused whole, so nothing is half-imported. */
export class TooManyLeadRowsError extends DomainError {
  readonly code = 'lead_rows_too_many';

  /** `rows` null: the reader stopped once the sheet went past `max`, so the whole count is unknown (and never guessed). */
  constructor(rows: number | null, max: number) {
    const size = rows === null ? `more than ${max.toLocaleString('en-US')}` : rows.toLocaleString('en-US');
    super(`The sheet has ${size} rows; one import takes at most ${max.toLocaleString('en-US')}. Split it into parts and import each.`);
  }
}

/** A source definition that cannot work (bad URL, empty spreadsheet id, ...). */
export class InvalidLeadSourceError extends DomainError {
  readonly code = 'lead_source_invalid';
}

export class LeadSourceNotFoundError extends DomainError {
  readonly code = 'lead_source_not_found';

  constructor(licenceId: string) {
    super(`Licence ${licenceId} has no lead source. \`leads source set --licence ${licenceId} --csv-url <url>\` adds one.`);
  }
}

/** Another instance holds the sync lock; running now would only repeat its work. */
export class LeadSyncBusyError extends DomainError {
  readonly code = 'lead_sync_busy';

  constructor() {
    super('Another instance is syncing leads right now; nothing was done. Try again in a minute.');
  }
}

/**
 * A source that could not be read. `retryable` for outages and rate limits (network errors, 5xx, 429), which a
 * later attempt may get past; `retryAfterMs` when the source said how long to wait.
 */
export class LeadSourceUnavailableError extends DomainError {
  readonly code = 'lead_source_unavailable';

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A list cursor that is not one this server handed out (edited, truncated, or from another sort). */
export class InvalidLeadCursorError extends DomainError {
  readonly code = 'lead_cursor_invalid';

  constructor() {
    super('This page link is no longer valid. Start again from the first page.');
  }
}

/** A lead id that is not one of this licence's leads: another buyer's lead is reported exactly like a missing one. */
export class LeadNotFoundError extends DomainError {
  readonly code = 'lead_not_found';

  constructor() {
    super('No such lead. It may have been removed by the last sync.');
  }
}
