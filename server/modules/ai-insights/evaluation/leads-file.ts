import { existsSync, readFileSync } from 'node:fs';
import { NEED_KINDS, type NeedKind } from './need-match.js';

/** One line of ../shared/data/sgd-homes/leads-dev.jsonl: a lead and what its conversation actually showed. */
export interface LabelledLead {
  id: string;
  name: string;
  pastChats: string;
  previousIntent: string;
  labels: {
    intent: 'buy' | 'rent' | null;
    scheduledVisit: boolean;
    needs: Partial<Record<NeedKind, string>>;
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
  if (![null, 'buy', 'rent'].includes(labels.intent)) throw lineError(path, line, 'labels.intent is not buy, rent or null');
  if (typeof labels.scheduledVisit !== 'boolean') throw lineError(path, line, 'labels.scheduledVisit is not true or false');
  const needs = labels.needs ?? {};
  const unknownKind = Object.keys(needs).find((kind) => !(NEED_KINDS as readonly string[]).includes(kind));
  if (unknownKind !== undefined) throw lineError(path, line, `labels.needs has an unknown kind "${unknownKind}"`);
  return {
    id: String(lead.id ?? `line-${line}`),
    name: String(lead.name ?? ''),
    pastChats: lead.pastChats,
    previousIntent: String(lead.previousIntent ?? ''),
    labels: { intent: labels.intent, scheduledVisit: labels.scheduledVisit, needs: needs as LabelledLead['labels']['needs'] },
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
