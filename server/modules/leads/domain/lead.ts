import type { Lead as LeadView } from '../../../../shared/api.js';
import { withoutChatAppLines } from '../../../../shared/chat-export.js';
import { contactView, type LeadContact } from './lead-contact.js';

/** A lead as stored: what the buyer sees (the API's Lead), plus whose it is and where it came from. */
export interface Lead extends Omit<LeadView, 'contact'>, LeadContact {
  licenceId: string;
  /** The id the source gave it (a sheet's id column), when it had one: what a re-import matches on. */
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a source provides; the rest is derived on save. */
export interface LeadInput {
  externalId?: string | null;
  name: string;
  pastChats: string;
  previousIntent?: string;
  /** Each contact field the source has a column for; left out (undefined) when it has none, so the stored one stays. */
  contact?: Partial<LeadContact>;
}

const SHORT_LENGTH = 160;

/** The first words of the conversation, cut at a word boundary: what the lead card shows before "show all". */
export function shortenChats(pastChats: string, max = SHORT_LENGTH): string {
  // An exported chat starts with the app's notices ("Messages and calls are end-to-end encrypted"): not worth the space.
  const flat = withoutChatAppLines(pastChats).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The fields the spec derives from a lead's conversation and intent (spec section 5). */
export function deriveLeadFields(input: Pick<LeadInput, 'pastChats' | 'previousIntent'>) {
  const previousIntent = (input.previousIntent ?? '').trim();
  return {
    pastChatsShort: shortenChats(input.pastChats),
    pastChatsWordCount: countWords(input.pastChats),
    previousIntent,
    intentIncludesBuy: /buy/i.test(previousIntent),
  };
}

export function toLeadView(lead: Lead): LeadView {
  const contact = contactView(lead);
  return {
    id: lead.id,
    name: lead.name,
    pastChats: lead.pastChats,
    pastChatsShort: lead.pastChatsShort,
    pastChatsWordCount: lead.pastChatsWordCount,
    previousIntent: lead.previousIntent,
    intentIncludesBuy: lead.intentIncludesBuy,
    ...(contact && { contact }),
  };
}
