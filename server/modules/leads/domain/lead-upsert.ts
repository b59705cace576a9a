import { deriveLeadFields, type Lead, type LeadInput } from './lead.js';
import { CONTACT_FIELDS, contactOf } from './lead-contact.js';
import type { RejectedRow, SheetLeads } from './lead-rows.js';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** What an import or a sync reports: data rows read, what happened to them, and the rows left out with why. */
export interface SyncReport extends UpsertCounts {
  read: number;
  rejected: RejectedRow[];
}

export interface UpsertPlan {
  inserts: Lead[];
  updates: Lead[];
  /**
   * Ids of updates whose name, conversation and previous intent (all the analysis reads) are as stored: only the
   * contact details or the source's id changed, so the stored insight stays current and no new score is due.
   */
  contactOnly: string[];
  unchanged: number;
}

/** What the analysis reads of a lead: a change here makes its stored insight stale. */
const ANALYSED: (keyof Lead)[] = ['name', 'pastChats', 'previousIntent'];

const CONTENT: (keyof Lead)[] = [
  'externalId',
  'name',
  'pastChats',
  'pastChatsShort',
  'pastChatsWordCount',
  'previousIntent',
  'intentIncludesBuy',
  ...CONTACT_FIELDS,
];

/** Dates compare by the instant they hold; everything else by value. */
function same(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

/** Whether the stored lead and the incoming content agree on every one of `fields`. */
function sameIn(fields: (keyof Lead)[], stored: Lead, content: Partial<Lead>): boolean {
  return fields.every((field) => same(stored[field], content[field]));
}

/**
 * Decides, against a licence's stored leads, which incoming leads are new, which changed and which are the same.
 * A lead matches by the source's id when it has one, else by name; a name match keeps the stored id. Same content
 * means no write at all, so importing a file twice leaves `updatedAt` alone.
 */
export function planUpsert(
  existing: Lead[],
  incoming: LeadInput[],
  context: { licenceId: string; now: Date; newId: () => string },
): UpsertPlan {
  const byExternalId = new Map(existing.filter((l) => l.externalId).map((l) => [l.externalId!, l]));
  const byName = new Map<string, Lead>();
  for (const lead of existing) if (!byName.has(lead.name)) byName.set(lead.name, lead);

  const plan: UpsertPlan = { inserts: [], updates: [], contactOnly: [], unchanged: 0 };
  for (const input of incoming) {
    const externalId = input.externalId?.trim() || null;
    const name = input.name.normalize('NFC').trim();
    const pastChats = input.pastChats.normalize('NFC').trim();
    const match = externalId ? byExternalId.get(externalId) : byName.get(name);
    // Contact fields the source has no column for keep what is stored (or start empty).
    const contact = { ...contactOf(match), ...input.contact };
    const content = { externalId: externalId ?? match?.externalId ?? null, name, pastChats, ...deriveLeadFields({ ...input, pastChats }), ...contact };
    if (!match) {
      const lead: Lead = { id: context.newId(), licenceId: context.licenceId, ...content, createdAt: context.now, updatedAt: context.now };
      plan.inserts.push(lead);
      if (externalId) byExternalId.set(externalId, lead);
      else byName.set(name, lead);
    } else if (sameIn(CONTENT, match, content)) {
      plan.unchanged += 1;
    } else {
      plan.updates.push({ ...match, ...content, updatedAt: context.now });
      if (sameIn(ANALYSED, match, content)) plan.contactOnly.push(match.id);
    }
  }
  return plan;
}

export function syncReport(sheet: SheetLeads, plan: UpsertPlan): SyncReport {
  return {
    read: sheet.read,
    inserted: plan.inserts.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    rejected: sheet.rejected,
  };
}
