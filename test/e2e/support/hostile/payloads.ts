import fc from 'fast-check';

/** The seed of every property in the hostile suites: fixed, so a run is repeatable; HOSTILE_SEED tries another. */
export const SEED = Number(process.env.HOSTILE_SEED ?? 7_2026);

/** fast-check options: deterministic, and a failure is reported as found (with the seed and path to replay it). */
export function runOptions<T>(numRuns: number): fc.Parameters<T> {
  return { seed: SEED, numRuns, endOnFailure: true };
}

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE contact_message; --",
  "1' UNION SELECT key_digest, email FROM licence --",
  "admin'--",
  "\\'; SELECT pg_read_file('/etc/passwd'); --",
  "$$; COPY licence TO PROGRAM 'id'; $$",
  '") OR 1=1 /*',
] as const;

export const HTML_PAYLOADS = [
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  "javascript:alert('x')",
  '<iframe srcdoc="<script>parent.alert(1)</script>">',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--#exec cmd="id"-->',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '&lt;b&gt;&#x3C;script&#x3E;',
] as const;

/** The control characters the forms refuse in text: C0 except tab and line breaks, DEL, and C1. */
export const FORBIDDEN_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];

export const CONTROL_PAYLOADS = ['\u0000', 'a\u0000b', '\u001b[2J\u001b[31mred', '\u001b]0;title\u0007', 'x\u0008\u0008\u0008', '\u009b31m', '\u007f', 'tab\there', 'cr\rlf\n'] as const;

export const UNICODE_PAYLOADS = [
  '\ud800', // lone high surrogate
  'x\udc00y', // lone low surrogate
  '\udbff\udbff', // two high surrogates
  '\u202egnp.exe', // right-to-left override
  '\u2067عربي\u2069 שלום', // isolates, Arabic, Hebrew
  'zero\u200bwidth\u200c\u200d\ufeff', // zero-width characters and a BOM
  `Z${'\u0301\u0336\u0338'.repeat(40)}`, // stacked combining marks
  '👩‍👩‍👧‍👦🏳️‍🌈🇮🇳', // emoji ZWJ sequences and flags
  '\uffff\ufffe\ufdd0', // non-characters
  '\u2028\u2029\u0085', // Unicode line and paragraph separators, NEL
  'ＡＩＲＥ－１２３', // full-width forms
  '\u{10FFFF}\u{E0001}', // last code point, tag character
  'İıſK', // case-mapping oddities
] as const;

export const PAYLOADS = [...SQL_PAYLOADS, ...HTML_PAYLOADS, ...CONTROL_PAYLOADS, ...UNICODE_PAYLOADS];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const control = fc.constantFrom(...FORBIDDEN_CONTROLS, '\t', '\r', '\n');

/** A hostile string: named payloads, random code points (surrogates, controls) and their mixes; at most ~400 chars. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(loneSurrogate, control, fc.constantFrom(...'<>"\'&;%\\/')), maxLength: 20 }) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...PAYLOADS), { minLength: 2, maxLength: 5 }).map((parts) => parts.join(' ')) },
);

/** Values of the wrong JSON type for a text field (never null: optional fields take null as "not given"). */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
  fc.constant([]),
  fc.constant({}),
);

/** Names of fields no DTO has: identifiers, payloads, and names of Object.prototype members (`__proto__` included). */
export function unknownFieldName(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.stringMatching(/^[A-Za-z_$][\w$]{0,15}$/),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'then', 'id', 'isAdmin', 'licenceId'),
      hostileString.filter((s) => s.length > 0 && s.length <= 40),
    )
    .filter((name) => !known.includes(name) && name !== 'website');
}
