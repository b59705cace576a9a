import { jsonDepthExceeds, JSON_MAX_DEPTH, JSON_TOO_DEEP, refuseDeepJson } from './json-depth.js';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nested = (depth: number) => Buffer.from(`${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`);
const verify = (body: Buffer) => refuseDeepJson({} as IncomingMessage, {} as ServerResponse, body);

describe('JSON nesting limit', () => {
  it('counts objects and arrays, and nothing inside strings', () => {
    expect(jsonDepthExceeds(Buffer.from('{"leadIds":["a","b"]}'), 2)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('{"leadIds":[["a"]]}'), 2)).toBe(true);
    expect(jsonDepthExceeds(Buffer.from('{"message":"[[[[{{{{ \\" [[[["}'), 1)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('[{},{},[],[]]'), 2)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('{"name":"Zoë 🙂 [","x":[1]}'), 2)).toBe(false);
  });

  it(`lets ${JSON_MAX_DEPTH} levels through and refuses one more with a 400 body-parser error`, () => {
    expect(() => verify(nested(JSON_MAX_DEPTH))).not.toThrow();
    expect(() => verify(nested(JSON_MAX_DEPTH + 2))).toThrow(expect.objectContaining({ status: 400, type: JSON_TOO_DEEP }));
  });

  it('refuses the 64 KB of brackets that would overflow the stack, quickly', () => {
    expect(() => verify(Buffer.from('['.repeat(65_000)))).toThrow(expect.objectContaining({ status: 400 }));
  });
});
