import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-guard.js';

export const MAX_REDIRECTS = 5;

/** Why a URL was not fetched. The message names the URL's host and the reason, never anything fetched. */
export class RefusedUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedUrlError';
  }
}

export interface GuardedGetOptions {
  /** Lets loopback and private addresses through (local testing only; refused in production by the config). */
  allowPrivate: boolean;
  signal: AbortSignal;
  maxRedirects?: number;
  /** Replaces the public-address rule (tests use it to let one local server through and not another). */
  allowAddress?: (address: string, url: URL) => boolean;
}

/** The address a host resolves to, checked: every address it has must be public, unless private ones are allowed. */
async function checkedAddress(url: URL, options: GuardedGetOptions): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw Object.assign(new Error(`${host} could not be resolved`), { cause: error });
  }
  if (!addresses.length) throw new Error(`${host} could not be resolved`);
  const allowed = options.allowAddress ?? ((address: string) => options.allowPrivate || isPublicAddress(address));
  if (addresses.some((a) => !allowed(a.address, url))) {
    throw new RefusedUrlError(`${host} resolves to a private, loopback or link-local address; lead sources must be on the public internet`);
  }
  return addresses[0];
}

/**
 * GET with the guard a server-side fetch of a user-given URL needs: http(s) only, every hop's host resolved and
 * checked before connecting, the connection pinned to the checked address (so DNS cannot answer differently the
 * second time), and redirects followed by hand, each checked again, at most `maxRedirects`.
 * Node's fetch follows redirects anywhere and resolves names itself, so it cannot be used for this.
 */
export async function guardedGet(url: string, options: GuardedGetOptions): Promise<{ response: IncomingMessage; url: URL }> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    if (current.protocol !== 'https:' && current.protocol !== 'http:') throw new RefusedUrlError(`only http and https URLs can be fetched, not ${current.protocol}`);
    if (current.username || current.password) throw new RefusedUrlError('a URL with a user name or password cannot be fetched');
    const pinned = await checkedAddress(current, options);
    const response = await get(current, pinned, options.signal);
    const location = response.headers.location;
    if (response.statusCode === undefined || response.statusCode < 300 || response.statusCode >= 400 || !location) return { response, url: current };
    response.resume();
    if (hop >= (options.maxRedirects ?? MAX_REDIRECTS)) throw new RefusedUrlError(`more than ${options.maxRedirects ?? MAX_REDIRECTS} redirects`);
    current = new URL(location, current);
  }
}

function get(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  // The connection goes to the address that was checked, whatever the name resolves to now.
  const pinnedLookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', lookup: pinnedLookup, signal, headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' } }, resolve);
    req.on('error', reject);
    req.end();
  });
}
