import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { guardedGet, RefusedUrlError } from '../../../../common/net/guarded-get.js';
import { AppConfig } from '../../../../config/app-config.js';
import { LeadSourceUnavailableError } from '../../domain/leads.errors.js';
import { parseCsvTable } from '../files/csv-table.js';
import { retryAfterMs } from './retry-after.js';

export const CSV_FETCH_TIMEOUT_MS = 15_000;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Reads a published CSV (e.g. a Google Sheet's "Publish to web" CSV link) over HTTP(S). The URL is an admin's, but
 * the server fetches it: only public addresses, on every redirect (guardedGet), unless LEADS_SOURCE_ALLOW_PRIVATE
 * is set for local testing. No error quotes what came back (an internal page's first row is not an error message).
 */
@Injectable()
export class PublishedCsvFetcher {
  constructor(private readonly config: AppConfig) {}

  async fetch(url: string): Promise<string[][]> {
    const signal = AbortSignal.timeout(CSV_FETCH_TIMEOUT_MS);
    let response: IncomingMessage;
    try {
      ({ response } = await guardedGet(url, { allowPrivate: this.config.env.LEADS_SOURCE_ALLOW_PRIVATE, signal }));
    } catch (error) {
      if (error instanceof RefusedUrlError) throw new LeadSourceUnavailableError(`${url} was not fetched: ${error.message}.`, false);
      const cause = signal.aborted ? `no answer within ${CSV_FETCH_TIMEOUT_MS / 1000} s` : describe(error);
      throw new LeadSourceUnavailableError(`Could not reach ${url}: ${cause}`, true);
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      const retryable = status === 429 || status >= 500;
      throw new LeadSourceUnavailableError(`${url} answered ${status} ${response.statusMessage ?? ''}`.trim(), retryable, retryAfterMs(header(response, 'retry-after')));
    }
    const body = await readCapped(response, url);
    try {
      return parseCsvTable(body);
    } catch {
      // The parser's message quotes the text it choked on: not repeated here.
      throw new LeadSourceUnavailableError(`${url} did not send a readable CSV.`, false);
    }
  }
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (error as { code?: string }).code ?? cause?.code ?? (error as Error).message;
}

/** The body, refusing anything over CSV_MAX_BYTES before reading it all into memory. */
async function readCapped(response: IncomingMessage, url: string): Promise<Buffer> {
  const tooLarge = () => new LeadSourceUnavailableError(`${url} sent more than ${CSV_MAX_BYTES / 1024 / 1024} MB; a lead sheet is far smaller.`, false);
  if (Number(header(response, 'content-length') ?? 0) > CSV_MAX_BYTES) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > CSV_MAX_BYTES) {
        response.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof LeadSourceUnavailableError) throw error;
    throw new LeadSourceUnavailableError(`The download from ${url} broke off: ${describe(error)}`, true);
  }
  return Buffer.concat(chunks);
}
