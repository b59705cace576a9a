import { isEmail } from 'class-validator';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { LeadContactView } from '../../../../shared/api.js';
import type { Market } from '../../../../shared/markets.js';

/** How to reach a lead and where they came from: each optional, each checked before it is stored. */
export interface LeadContact {
  /** E.164 ("+919876543210"). */
  phone: string | null;
  email: string | null;
  source: string | null;
  lastContactAt: Date | null;
}

export const CONTACT_FIELDS = ['phone', 'email', 'source', 'lastContactAt'] as const satisfies readonly (keyof LeadContact)[];

/** A lead's contact details alone, or none when there is no lead (the type checks that every field is here). */
export function contactOf(lead: LeadContact | undefined): LeadContact {
  return { phone: lead?.phone ?? null, email: lead?.email ?? null, source: lead?.source ?? null, lastContactAt: lead?.lastContactAt ?? null };
}

export const SOURCE_MAX = 100;
export const EMAIL_MAX = 254;

/** A number written without a country code is read as the licence's market writes it ("98765 43210" in India). */
const HOME_COUNTRY: Record<Market, CountryCode> = { in: 'IN', uk: 'GB', us: 'US' };

/**
 * A phone number as E.164, or null when the text is not a number that can be dialled. libphonenumber's full metadata
 * checks each country's number plan, so a digit too many or a made-up area code is refused rather than stored.
 */
export function readPhone(text: string, market: Market): string | null {
  if (text.length > 40) return null;
  const phone = parsePhoneNumberFromString(text, HOME_COUNTRY[market]);
  return phone?.isValid() ? phone.number : null;
}

export function readEmail(text: string): string | null {
  return text.length <= EMAIL_MAX && isEmail(text) ? text : null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The calendar date, or null when there is no such day (31/02, month 13). */
function calendarDate(year: number, month: number, day: number): Date | null {
  // Noon UTC: the same calendar day in every market's time zone (UTC-8 to UTC+5:30), so "20/11/2026" never shows as the 19th.
  const date = new Date(Date.UTC(year < 100 ? 2000 + year : year, month - 1, day, 12));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * When the lead was last contacted, as sheets write it: ISO 8601 (with a time and zone, that instant; otherwise the
 * day), "20 Nov 2026", "Nov 20, 2026", or numbers in the market's order (day/month/year in India and the UK,
 * month/day/year in the US). A time without a zone is dropped rather than guessed. Null when it is not a date.
 */
export function readContactDate(text: string, market: Market): Date | null {
  const value = text.trim();
  const instant = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.exec(value);
  if (instant) {
    const date = new Date(value.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})([T ]\d{1,2}:\d{2}(:\d{2})?)?$/.exec(value);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(\s+\d{1,2}:\d{2}(:\d{2})?)?$/.exec(value);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return market === 'us' ? calendarDate(year, first, second) : calendarDate(year, second, first);
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  if (dayFirst) return monthNamed(dayFirst[2], Number(dayFirst[1]), Number(dayFirst[3]));
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(value);
  if (monthFirst) return monthNamed(monthFirst[1], Number(monthFirst[2]), Number(monthFirst[3]));
  return null;
}

/** An English month, whole or cut to its first three letters ("Nov", "November", and "Sept"); no other language is guessed at. */
function monthNamed(name: string, day: number, year: number): Date | null {
  const word = name.toLowerCase();
  const month = MONTHS.findIndex((full) => word === full || word === full.slice(0, 3) || (full === 'september' && word === 'sept')) + 1;
  return month === 0 ? null : calendarDate(year, month, day);
}

/** What the lead card shows: the number to dial and whether WhatsApp can reach it (mobile numbers only). */
export function contactView(contact: LeadContact): LeadContactView | undefined {
  if (!contact.phone && !contact.email && !contact.source && !contact.lastContactAt) return undefined;
  const phone = contact.phone ? parsePhoneNumberFromString(contact.phone) : undefined;
  const type = phone?.getType();
  return {
    phone: phone ? { e164: phone.number, display: phone.formatInternational(), whatsapp: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' } : null,
    email: contact.email,
    source: contact.source,
    lastContactAt: contact.lastContactAt?.toISOString() ?? null,
  };
}
