import { existsSync, readFileSync } from 'node:fs';
import { CURRENCIES, isMarket, type Market, type MoneyAmount } from '../../../../shared/markets.js';
import { NEED_KINDS, type NeedKind } from './need-match.js';

export const LABELLED_KINDS = ['buy', 'rent', 'sell', 'invest', 'browse'] as const;
export type LabelledIntent = (typeof LABELLED_KINDS)[number];
export const TIMELINES = ['now', 'soon', 'later'] as const;

/**
 * One line of a labelled lead file: a lead and what its conversation actually showed. The SGD file
 * (../shared/data/sgd-homes/leads-dev.jsonl) labels intent, visit and needs; the market sets
 * (test/fixtures/ai-eval/) label intent, visit, budget, location and timeline, and name the market.
 */
export interface LabelledLead {
  id: string;
  name: string;
  pastChats: string;
  previousIntent: string;
  market?: Market;
  labels: {
    intent: LabelledIntent | null;
    scheduledVisit: boolean;
    needs: Partial<Record<NeedKind, string>>;
    /** Undefined: the file does not label budgets; null: the lead states none. */
    budget?: MoneyAmount | null;
    location?: string | null;
    timeline?: (typeof TIMELINES)[number] | null;
  };
}

/** A missing or malformed lead file: the message says which file and which line. */
export class LeadFileError extends Error {}

function lineError(path: string, line: number, problem: string): LeadFileError {
  return new LeadFileError(`${path}, line ${line}: ${problem}`);
}

function parseLine(text: string, path: string, line: number): LabelledLead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw lineError(path, line, 'not valid JSON');
  }
  const lead = value as Partial<LabelledLead> | null;
  if (typeof lead?.pastChats !== 'string') throw lineError(path, line, 'no "pastChats" text');
  const labels = lead.labels;
  if (typeof labels !== 'object' || labels === null) throw lineError(path, line, 'no "labels" object');
  if (labels.intent !== null && !(LABELLED_KINDS as readonly string[]).includes(labels.intent)) throw lineError(path, line, `labels.intent is not ${LABELLED_KINDS.join(', ')} or null`);
  if (typeof labels.scheduledVisit !== 'boolean') throw lineError(path, line, 'labels.scheduledVisit is not true or false');
  const needs = labels.needs ?? {};
  const unknownKind = Object.keys(needs).find((kind) => !(NEED_KINDS as readonly string[]).includes(kind));
  if (unknownKind !== undefined) throw lineError(path, line, `labels.needs has an unknown kind "${unknownKind}"`);
  if (lead.market !== undefined && !isMarket(lead.market)) throw lineError(path, line, 'market is not in, uk or us');
  const budget = labels.budget;
  if (budget !== undefined && budget !== null) {
    const valid = typeof budget === 'object' && Number.isFinite(budget.amount) && budget.amount > 0 && (CURRENCIES as readonly string[]).includes(budget.currency);
    if (!valid) throw lineError(path, line, 'labels.budget needs a positive amount and a currency (INR, GBP or USD)');
  }
  if (labels.location !== undefined && labels.location !== null && typeof labels.location !== 'string') throw lineError(path, line, 'labels.location is not text or null');
  if (labels.timeline !== undefined && labels.timeline !== null && !(TIMELINES as readonly string[]).includes(labels.timeline)) throw lineError(path, line, 'labels.timeline is not now, soon, later or null');
  return {
    id: String(lead.id ?? `line-${line}`),
    market: lead.market,
    name: String(lead.name ?? ''),
    pastChats: lead.pastChats,
    previousIntent: String(lead.previousIntent ?? ''),
    labels: { ...labels, needs: needs as LabelledLead['labels']['needs'] },
  };
}

/** Reads a JSONL lead file; blank lines are skipped. */
export function readLeadsFile(path: string): LabelledLead[] {
  if (!existsSync(path)) {
    throw new LeadFileError(`No lead file at ${path}. Pass the path of a JSONL lead file, or run from the repository root so the default ../shared/data/sgd-homes/leads-dev.jsonl is found.`);
  }
  const leads = readFileSync(path, 'utf8')
    .split('\n')
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter(({ text }) => text !== '')
    .map(({ text, line }) => parseLine(text, path, line));
  if (leads.length === 0) throw new LeadFileError(`${path} holds no leads.`);
  return leads;
}
