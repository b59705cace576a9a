import { LEAD_INTENTS, type LeadIntent } from '../../../../../shared/api.js';
import type { ReportedSignals } from '../../domain/reported-signals.js';
import {
  BUDGET_CURRENCIES,
  BUDGET_PERIODS,
  FINANCING,
  MAX_ACTION_LENGTH,
  MAX_MODEL_NEEDS,
  MAX_NEED_LENGTH,
  MAX_PHRASE_LENGTH,
  MAX_SUMMARY_LENGTH,
  MODEL_ANSWER_SCHEMA,
  URGENCIES,
} from './model-answer-schema.js';

export interface ModelAnswer {
  predictedIntent: LeadIntent;
  topNeeds: string[];
  summary: string;
  nextBestAction: string;
  signals: ReportedSignals;
}

/** The model's answer broke the contract. The message names the field, never its value (it may quote the lead). */
export class InvalidModelAnswer extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, path: string, keys: readonly string[]): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidModelAnswer(`${path} is not an object`);
  const extra = Object.keys(value).find((key) => !keys.includes(key));
  if (extra !== undefined) throw new InvalidModelAnswer(`${path} has an unexpected field`);
  const missing = keys.find((key) => !(key in value));
  if (missing !== undefined) throw new InvalidModelAnswer(`${path}.${missing} is missing`);
  return value as Json;
}

function bool(json: Json, key: string): boolean {
  if (typeof json[key] !== 'boolean') throw new InvalidModelAnswer(`${key} is not a boolean`);
  return json[key];
}

function oneOf<T extends string>(json: Json, key: string, values: readonly T[]): T {
  const value = json[key];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw new InvalidModelAnswer(`${key} is not one of ${values.join('|')}`);
  return value as T;
}

function text(value: unknown, path: string, max: number, { allowEmpty = false } = {}): string {
  if (typeof value !== 'string') throw new InvalidModelAnswer(`${path} is not a string`);
  const trimmed = value.trim();
  if (!allowEmpty && trimmed === '') throw new InvalidModelAnswer(`${path} is empty`);
  if (trimmed.length > max) throw new InvalidModelAnswer(`${path} is longer than ${max} characters`);
  return trimmed;
}

/** Sentences end in . ! or ? followed by a capital; "a.m. and" or "$3.5k" do not end one. */
export function sentenceCount(value: string): number {
  return value.split(/[.!?]+["')\]]*\s+(?=["'(]?[A-Z])/).filter((part) => part.trim() !== '').length;
}

function sentences(value: unknown, path: string, maxLength: number, maxSentences: number): string {
  const checked = text(value, path, maxLength);
  if (sentenceCount(checked) > maxSentences) throw new InvalidModelAnswer(`${path} has more than ${maxSentences} sentence(s)`);
  return checked;
}

function budget(json: Json): ReportedSignals['budget'] {
  const amount = json.budgetAmount;
  const period = oneOf(json, 'budgetPeriod', BUDGET_PERIODS);
  const currency = oneOf(json, 'budgetCurrency', BUDGET_CURRENCIES);
  if (amount === null) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e10) throw new InvalidModelAnswer('budgetAmount is not a positive amount');
  if (period === 'none') throw new InvalidModelAnswer('budgetPeriod is none for a stated budget');
  return { amount: Math.round(amount), period, currency: currency === 'none' ? null : currency };
}

function timeline(json: Json): ReportedSignals['timeline'] {
  const urgency = oneOf(json, 'timelineUrgency', URGENCIES);
  const phrase = text(json.timelinePhrase, 'timelinePhrase', MAX_PHRASE_LENGTH, { allowEmpty: true });
  if (urgency === 'none') return null;
  // The phrase labels a score factor ("Timeline: next week"); without the lead's words, say what the model judged.
  return { urgency, phrase: phrase || urgency };
}

function reportedSignals(value: unknown, intent: LeadIntent, intentExplicit: boolean): ReportedSignals {
  const json = object(value, 'signals', MODEL_ANSWER_SCHEMA.properties.signals.required);
  const financing = oneOf(json, 'financing', FINANCING);
  return {
    intent,
    intentExplicit,
    justBrowsing: bool(json, 'justBrowsing'),
    visitRequested: bool(json, 'visitRequested'),
    visitAgreed: bool(json, 'visitAgreed'),
    visitBooked: bool(json, 'visitBooked'),
    visitFailed: bool(json, 'visitFailed'),
    visitDeclined: bool(json, 'visitDeclined'),
    budget: budget(json),
    timeline: timeline(json),
    financing: financing === 'none' ? null : financing,
    notInterested: bool(json, 'notInterested'),
    alreadySorted: bool(json, 'alreadySorted'),
    priceConcern: bool(json, 'priceConcern'),
  };
}

/** Parses and checks the model's JSON against MODEL_ANSWER_SCHEMA (shape, enums, lengths); throws on anything else. */
export function parseModelAnswer(content: string): ModelAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new InvalidModelAnswer('the answer is not JSON');
  }
  const json = object(parsed, 'answer', MODEL_ANSWER_SCHEMA.required);
  const predictedIntent = oneOf(json, 'predictedIntent', LEAD_INTENTS);
  if (!Array.isArray(json.topNeeds) || json.topNeeds.length > MAX_MODEL_NEEDS) throw new InvalidModelAnswer(`topNeeds is not a list of at most ${MAX_MODEL_NEEDS}`);
  return {
    predictedIntent,
    topNeeds: json.topNeeds.map((need, i) => text(need, `topNeeds[${i}]`, MAX_NEED_LENGTH)),
    summary: sentences(json.summary, 'summary', MAX_SUMMARY_LENGTH, 2),
    nextBestAction: sentences(json.nextBestAction, 'nextBestAction', MAX_ACTION_LENGTH, 1),
    signals: reportedSignals(json.signals, predictedIntent, bool(json, 'intentExplicit')),
  };
}
