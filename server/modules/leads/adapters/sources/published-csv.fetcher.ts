import { Injectable } from '@nestjs/common';
import { LeadSourceUnavailableError } from '../../domain/leads.errors.js';
import { parseCsvTable } from '../files/csv-table.js';
import { retryAfterMs } from './retry-after.js';

export const CSV_FETCH_TIMEOUT_MS = 15_000;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Reads a published CSV (e.g. a Google Sheet's "Publish to web" CSV link) over HTTP(S). */
@Injectable()
export class PublishedCsvFetcher {
  async fetch(url: string): Promise<string[][]> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(CSV_FETCH_TIMEOUT_MS), redirect: 'follow' });
    } catch (error) {
      const cause = (error as Error).name === 'TimeoutError' ? `no answer within ${CSV_FETCH_TIMEOUT_MS / 1000} s` : describe(error);
      throw new LeadSourceUnavailableError(`Could not reach ${url}: ${cause}`, true);
    }
    if (!response.ok) {
      await response.body?.cancel();
      const retryable = response.status === 429 || response.status >= 500;
      throw new LeadSourceUnavailableError(
        `${url} answered ${response.status} ${response.statusText}`.trim(),
        retryable,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    const body = await readCapped(response, url);
    try {
      return parseCsvTable(body);
    } catch (error) {
      throw new LeadSourceUnavailableError(`${url} did not send a readable CSV: ${(error as Error).message}`, false);
    }
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** The body, refusing anything over CSV_MAX_BYTES before reading it all into memory. */
async function readCapped(response: Response, url: string): Promise<Buffer> {
  const tooLarge = () => new LeadSourceUnavailableError(`${url} sent more than ${CSV_MAX_BYTES / 1024 / 1024} MB; a lead sheet is far smaller.`, false);
  if (Number(response.headers.get('content-length') ?? 0) > CSV_MAX_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      size += part.value.byteLength;
      if (size > CSV_MAX_BYTES) break;
      chunks.push(part.value);
    }
  } catch (error) {
    throw new LeadSourceUnavailableError(`The download from ${url} broke off: ${describe(error)}`, true);
  }
  if (size > CSV_MAX_BYTES) {
    await reader?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  return Buffer.concat(chunks);
}
