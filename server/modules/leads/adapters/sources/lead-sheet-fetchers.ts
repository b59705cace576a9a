import { Injectable } from '@nestjs/common';
import type { LeadSourceTarget } from '../../domain/lead-source.js';
import { LeadSheetFetcher } from '../../ports/lead-sheet-fetcher.js';
import { GoogleSheetFetcher } from './google-sheet.fetcher.js';
import { PublishedCsvFetcher } from './published-csv.fetcher.js';

/** Sends each kind of source to the adapter that reads it. */
@Injectable()
export class LeadSheetFetchers extends LeadSheetFetcher {
  constructor(
    private readonly csv: PublishedCsvFetcher,
    private readonly googleSheets: GoogleSheetFetcher,
  ) {
    super();
  }

  fetch(target: LeadSourceTarget): Promise<string[][]> {
    return target.kind === 'csv-url' ? this.csv.fetch(target.url) : this.googleSheets.fetch(target.spreadsheetId, target.range);
  }
}
