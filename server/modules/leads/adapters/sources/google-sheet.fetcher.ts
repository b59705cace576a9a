import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { sheets } from '@googleapis/sheets';
import { GoogleAuth, type OAuth2Client } from 'google-auth-library';
import { AppConfig } from '../../../../config/app-config.js';
import { LeadSourceUnavailableError } from '../../domain/leads.errors.js';
import { retryAfterMs } from './retry-after.js';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets.readonly';
const TIMEOUT_MS = 15_000;

/** Where the Sheets API is and how to sign in to it; tests point these at a local stand-in. */
export class GoogleSheetsOptions {
  rootUrl?: string;
  auth?: GoogleAuth | OAuth2Client;
}

/** The cells of a values.get answer as rows of strings (the API leaves out trailing empty cells and rows). */
export function sheetValuesToTable(values: unknown[][] | null | undefined): string[][] {
  return (values ?? []).map((row) => (row ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
}

/** Reads a range of a Google Sheet with the service account of GOOGLE_SERVICE_ACCOUNT_JSON (read-only scope). */
@Injectable()
export class GoogleSheetFetcher {
  constructor(
    private readonly config: AppConfig,
    private readonly options: GoogleSheetsOptions,
  ) {}

  async fetch(spreadsheetId: string, range: string): Promise<string[][]> {
    const api = sheets({ version: 'v4', auth: this.options.auth ?? this.serviceAccount(), rootUrl: this.options.rootUrl, retry: false, timeout: TIMEOUT_MS });
    try {
      const response = await api.spreadsheets.values.get({ spreadsheetId, range, majorDimension: 'ROWS' });
      return sheetValuesToTable(response.data.values);
    } catch (error) {
      throw toUnavailable(error, spreadsheetId);
    }
  }

  /** The variable holds the key file's JSON, or the path of the key file. */
  private serviceAccount(): GoogleAuth {
    const setting = this.config.env.GOOGLE_SERVICE_ACCOUNT_JSON?.trim();
    if (!setting) {
      throw new LeadSourceUnavailableError('GOOGLE_SERVICE_ACCOUNT_JSON is not set: Google Sheets cannot be read without a service account.', false);
    }
    try {
      const credentials = JSON.parse(setting.startsWith('{') ? setting : readFileSync(setting, 'utf8')) as Record<string, string>;
      return new GoogleAuth({ credentials, scopes: [SHEETS_SCOPE] });
    } catch (error) {
      throw new LeadSourceUnavailableError(`GOOGLE_SERVICE_ACCOUNT_JSON is not a readable service-account key: ${(error as Error).message}`, false);
    }
  }
}

function toUnavailable(error: unknown, spreadsheetId: string): LeadSourceUnavailableError {
  if (error instanceof LeadSourceUnavailableError) return error;
  const failure = error as { status?: number; response?: { status?: number; headers?: unknown }; message?: string };
  const status = failure.status ?? failure.response?.status;
  const message = failure.message ?? String(error);
  if (status === undefined) return new LeadSourceUnavailableError(`Could not reach the Google Sheets API: ${message}`, true);
  if (status === 403 || status === 404) {
    return new LeadSourceUnavailableError(
      `Google Sheets answered ${status} for spreadsheet ${spreadsheetId}: ${message}. Share the sheet with the service account's e-mail (read-only is enough).`,
      false,
    );
  }
  const headers = failure.response?.headers as { get?(name: string): string | null } | Record<string, string> | undefined;
  const retryAfter = typeof headers?.get === 'function' ? headers.get('retry-after') : (headers as Record<string, string> | undefined)?.['retry-after'];
  return new LeadSourceUnavailableError(
    `Google Sheets answered ${status} for spreadsheet ${spreadsheetId}: ${message}`,
    status === 429 || status >= 500,
    retryAfterMs(retryAfter),
  );
}
