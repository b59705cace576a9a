import { MissingLeadColumnsError } from './leads.errors.js';

/** Where each lead field sits in a sheet: column indexes, 0-based. */
export interface LeadColumns {
  name: number;
  pastChats: number;
  previousIntent?: number;
  id?: number;
  phone?: number;
  email?: number;
  source?: number;
  lastContactAt?: number;
}

/** Header spellings people actually use, compared without case, spaces, underscores or dashes. */
const ALIASES: Record<keyof LeadColumns, string[]> = {
  name: ['name'],
  pastChats: ['pastchats', 'chats', 'messages'],
  previousIntent: ['previousintent', 'intent'],
  id: ['id'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobileno', 'contactnumber', 'telephone', 'tel', 'whatsapp', 'whatsappnumber', 'cell'],
  email: ['email', 'emailaddress', 'mail'],
  source: ['source', 'leadsource', 'channel'],
  lastContactAt: ['lastcontactat', 'lastcontact', 'lastcontacted', 'lastcontactdate', 'lastcontacteddate'],
};

export function normaliseHeader(header: string): string {
  return header.replace(/^\uFEFF/, '').toLowerCase().replace(/[\s_-]+/g, '');
}

/** Finds the lead columns in a header row (the first column that matches wins); throws when name or chats is missing. */
export function matchLeadColumns(headers: string[]): LeadColumns {
  const found: Partial<LeadColumns> = {};
  headers.forEach((header, index) => {
    const key = normaliseHeader(header);
    for (const field of Object.keys(ALIASES) as (keyof LeadColumns)[]) {
      if (found[field] === undefined && ALIASES[field].includes(key)) found[field] = index;
    }
  });
  if (found.name === undefined || found.pastChats === undefined) {
    const missing = [found.name === undefined && 'name', found.pastChats === undefined && 'pastChats (or chats, messages)'];
    throw new MissingLeadColumnsError(missing.filter((m): m is string => Boolean(m)), headers);
  }
  return found as LeadColumns;
}
