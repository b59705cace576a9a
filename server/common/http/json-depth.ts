import type { IncomingMessage, ServerResponse } from 'node:http';

/** The deepest nesting of objects and arrays a JSON body may have. The API's own bodies are two levels deep. */
export const JSON_MAX_DEPTH = 32;

/** The body-parser error `type` of a body nested deeper than JSON_MAX_DEPTH (answered 400). */
export const JSON_TOO_DEEP = 'entity.too.deep';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** How deep the objects and arrays of a JSON text nest, counted on the raw bytes (UTF-8 never hides an ASCII byte). */
export function jsonDepthExceeds(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}

/**
 * body-parser's `verify` hook: refuses a deeply nested body before it is parsed. class-transformer walks bodies
 * recursively, so a 64 KB body of `[[[[…` would otherwise overflow the stack and answer 500.
 */
export function refuseDeepJson(_req: IncomingMessage, _res: ServerResponse, body: Buffer): void {
  if (jsonDepthExceeds(body, JSON_MAX_DEPTH)) {
    throw Object.assign(new Error(`The JSON body is nested deeper than ${JSON_MAX_DEPTH} levels.`), { status: 400, type: JSON_TOO_DEEP });
  }
}
