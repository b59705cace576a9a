import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { BOOKABLE_COURSE_IDS } from '../../../../shared/courses.js';
import { BOOKING_LIMITS, CONTACT_LIMITS, PORTAL_LIMITS } from '../../../../shared/limits.js';
import type { Category } from './hostile-client.js';
import { FORBIDDEN_CONTROLS, hostileString, unknownFieldName, wrongTypeValue } from './payloads.js';

/**
 * How a DTO field is validated, which decides what is guaranteed to break it:
 * text (required/optional, bounded, no control characters), an e-mail address, a choice from a list, a phone
 * number, the terms checkbox (must be `true`), a lead id, a list of lead ids, and the free-form chats.
 */
export type FieldKind = 'text' | 'optionalText' | 'email' | 'choice' | 'phone' | 'terms' | 'uuid' | 'uuidList' | 'chats';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  max?: number;
}

export interface JsonForm {
  path: string;
  /** Needs a buyer session (sent with one, so the request reaches validation). */
  session: boolean;
  fields: FieldSpec[];
  valid: () => Record<string, unknown>;
}

export const JSON_FORMS: JsonForm[] = [
  {
    path: '/api/contact',
    session: false,
    fields: [
      { name: 'fullName', kind: 'text', max: CONTACT_LIMITS.fullName },
      { name: 'email', kind: 'email', max: CONTACT_LIMITS.email },
      { name: 'subject', kind: 'text', max: CONTACT_LIMITS.subject },
      { name: 'message', kind: 'text', max: CONTACT_LIMITS.message },
    ],
    valid: () => ({ fullName: 'Priya Raman', email: 'priya@example.com', subject: 'Tutoring', message: 'Hello there' }),
  },
  {
    path: '/api/book-class',
    session: false,
    fields: [
      { name: 'name', kind: 'text', max: BOOKING_LIMITS.name },
      { name: 'email', kind: 'email', max: BOOKING_LIMITS.email },
      { name: 'course', kind: 'choice' },
      { name: 'phone', kind: 'phone', max: BOOKING_LIMITS.phone },
      { name: 'message', kind: 'optionalText', max: BOOKING_LIMITS.message },
      { name: 'acceptedTerms', kind: 'terms' },
    ],
    valid: () => ({ name: 'Arjun Mehta', email: 'arjun@example.com', course: BOOKABLE_COURSE_IDS[0], phone: '+91 98765 43210', message: 'Evenings', acceptedTerms: true }),
  },
  {
    path: '/api/validate-license',
    session: false,
    fields: [{ name: 'license', kind: 'text', max: PORTAL_LIMITS.license }],
    valid: () => ({ license: 'AIRE-00000-00000-00000-00000-00000' }),
  },
  {
    path: '/api/verify-otp',
    session: false,
    fields: [
      { name: 'license', kind: 'text', max: PORTAL_LIMITS.license },
      { name: 'otp', kind: 'text', max: 12 },
    ],
    valid: () => ({ license: 'AIRE-00000-00000-00000-00000-00000', otp: '123456' }),
  },
  {
    path: '/api/ai-analysis',
    session: true,
    fields: [
      { name: 'name', kind: 'text', max: PORTAL_LIMITS.leadName },
      { name: 'pastChats', kind: 'chats', max: PORTAL_LIMITS.pastChats },
      { name: 'previousIntent', kind: 'optionalText', max: PORTAL_LIMITS.previousIntent },
      { name: 'leadId', kind: 'uuid' },
    ],
    valid: () => ({ name: 'Lead', pastChats: 'Lead: I want a 2BHK in Pune', previousIntent: 'buy', leadId: randomUUID() }),
  },
  {
    path: '/api/ai-analysis/batch',
    session: true,
    fields: [{ name: 'leadIds', kind: 'uuidList' }],
    valid: () => ({ leadIds: [randomUUID()] }),
  },
];

export interface Mutation {
  /** What was done, for the failure message. */
  label: string;
  /** The field the answer's `errors` must name. */
  field: string;
  categories: Category[];
  apply: (body: Record<string, unknown>) => void;
}

const REQUIRED: FieldKind[] = ['text', 'email', 'choice', 'terms', 'uuidList'];
const TEXTUAL: FieldKind[] = ['text', 'optionalText', 'email', 'choice', 'phone', 'uuid'];
const BOUNDED: FieldKind[] = ['text', 'optionalText', 'email', 'phone', 'chats'];

/**
 * A string's length as MaxLength counts it (validator.js's isLength): a surrogate pair is one character, and emoji
 * variation selectors count for nothing.
 */
function validatorLength(value: string): number {
  const pairs = value.match(/[\ud800-\udbff][\udc00-\udfff]/g)?.length ?? 0;
  const selectors = value.match(/[\ufe0e\ufe0f]/g)?.length ?? 0;
  return value.length - pairs - selectors;
}

/** A string at least `length` characters long (as MaxLength counts) that starts and ends with a letter, `payload` inside. */
function padded(payload: string, length: number): string {
  const core = `x${payload}x`;
  return `${core}${'x'.repeat(Math.max(0, length - validatorLength(core)))}`;
}

/** Mutations that make a body invalid for sure, each with the field the validation errors must name. */
export function mutation(form: JsonForm): fc.Arbitrary<Mutation> {
  const pick = (kinds: FieldKind[]) => form.fields.filter((f) => kinds.includes(f.kind));
  const options: fc.Arbitrary<Mutation>[] = [];
  const required = pick(REQUIRED);
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map((f) => ({
        label: `${f.name} missing`,
        field: f.name,
        categories: ['missing and extra fields'],
        apply: (body) => delete body[f.name],
      })),
    );
  }
  options.push(
    fc.tuple(fc.constantFrom(...form.fields), wrongTypeValue).map(([f, value]) => ({
      label: `${f.name} = ${JSON.stringify(value)?.slice(0, 60)}`,
      field: f.name,
      categories: ['wrong types'],
      apply: (body) => {
        // The list of lead ids: a non-list, or a list holding a non-string.
        body[f.name] = f.kind === 'uuidList' && Array.isArray(value) ? [...value, 42] : f.kind === 'terms' && value === true ? 'true' : value;
      },
    })),
  );
  const bounded = pick(BOUNDED);
  if (bounded.length) {
    options.push(
      fc.tuple(fc.constantFrom(...bounded), hostileString, fc.integer({ min: 1, max: 40 })).map(([f, payload, over]) => ({
        label: `${f.name} of ${f.max! + over} characters`,
        field: f.name,
        categories: ['huge strings and bodies'],
        apply: (body) => {
          body[f.name] = f.kind === 'email' ? `${padded(payload.replace(/@/g, ''), f.max! + over - 12)}@example.com` : padded(payload, f.max! + over);
        },
      })),
    );
  }
  const textual = pick(TEXTUAL);
  if (textual.length) {
    options.push(
      fc.tuple(fc.constantFrom(...textual), fc.constantFrom(...FORBIDDEN_CONTROLS)).map(([f, control]) => ({
        label: `${f.name} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
        field: f.name,
        categories: ['control characters'],
        apply: (body) => {
          const value = String(form.valid()[f.name] ?? 'value');
          body[f.name] = f.kind === 'email' ? `pri${control}ya@example.com` : `${value.slice(0, 2)}${control}${value.slice(2)}`;
        },
      })),
    );
  }
  const formatted = form.fields.filter((f) => ['email', 'choice', 'phone', 'uuid', 'uuidList'].includes(f.kind));
  if (formatted.length) {
    options.push(
      fc.tuple(fc.constantFrom(...formatted), hostileString).map(([f, payload]) => ({
        label: `${f.name} = ${JSON.stringify(payload).slice(0, 60)}`,
        field: f.name,
        categories: ['SQL and HTML payloads', 'unicode edge cases'],
        apply: (body) => {
          // Never an address (no @), never a course id or a UUID (starts with "x"), never a phone number (a letter).
          const value = f.kind === 'email' ? `x${payload.replace(/@/g, '')}` : `x${payload}`;
          body[f.name] = f.kind === 'uuidList' ? [randomUUID(), value] : value;
        },
      })),
    );
  }
  options.push(
    fc.tuple(unknownFieldName(form.fields.map((f) => f.name)), fc.oneof(hostileString, wrongTypeValue)).map(([name, value]) => ({
      label: `unknown field ${JSON.stringify(name)}`,
      field: name,
      categories: ['missing and extra fields'],
      // defineProperty: a plain assignment to "__proto__" would set the prototype, not add a field.
      apply: (body) => Object.defineProperty(body, name, { value, enumerable: true, configurable: true, writable: true }),
    })),
  );
  return fc.oneof(...options);
}

/**
 * A body broken by one mutation, whose other fields may carry hostile strings too (valid or not: the mutated field
 * must be reported either way).
 */
export function brokenBody(form: JsonForm): fc.Arbitrary<{ body: Record<string, unknown>; mutation: Mutation; decorated: string[] }> {
  const decorations = fc.dictionary(fc.constantFrom(...form.fields.map((f) => f.name)), hostileString, { maxKeys: 3 });
  return fc.tuple(mutation(form), decorations).map(([m, decor]) => {
    const body = form.valid();
    const decorated = Object.keys(decor).filter((name) => name !== m.field);
    for (const name of decorated) body[name] = decor[name];
    m.apply(body);
    return { body, mutation: m, decorated };
  });
}
