import { CHAT_APP_TEXT, CHAT_STAMP } from '../../../../shared/chat-export.js';
import { clauses, DIRECTION_MARKS } from './text.js';

export type Speaker = 'lead' | 'agent';

/** One message of a conversation: consecutive lines of the same speaker are one turn. */
export interface Turn {
  speaker: Speaker;
  text: string;
}

/** A lead's message together with the agent message it answers (null when the lead spoke first). */
export interface LeadTurn {
  text: string;
  /** The agent's message just before this one: a short "Buy." only means something against its question. */
  question: string | null;
  /** 0 for the lead's first message, 1 for the second… */
  index: number;
  /** The message in lower case, split into clauses once for every extractor (see `clauses`). */
  clauses: string[];
}

// "Me" is whoever exported the chat: the agent, since it is the agent who pastes or syncs it.
const AGENT_LABELS = new Set(['reply', 'agent reply', 'our reply', 'response', 'agent', 'assistant', 'bot', 'system', 'realtor', 'broker', 'advisor', 'consultant', 'support', 'rep', 'sales', 'me', 'you', 'owner agent', 'letting agent', 'estate agent']);
const LEAD_LABELS = new Set(['lead', 'them', 'user', 'customer', 'client', 'buyer', 'prospect', 'visitor', 'tenant', 'seller', 'landlord', 'enquirer', 'applicant', 'caller', 'purchaser']);
// A firm's name, or "Tom - Foxtons", "Chloe @ Wrekin Lets", "Priya (Agent)": the agent's side of a chat export.
const AGENT_WORDS = /\b(?:agent|agents|realty|realtors?|properties|property|estates?|homes|housing|associates|lettings?|lets|brokers?|brokerage|consultants?|advisors?|team|office|developers?|builders?|infra|group|sales)\b|\s[-–@]\s/;
// A field in a listing or a note, not a speaker: "Budget: 1.2 cr", "Location: Powai"; "Lead note (Ramesh, Kakatiya
// Homes): Customer Ms. Lavanya looking for …" is the agent's note of what the lead said, read as the lead's words.
const FIELD_WORDS = /^(?:price|budget|location|area|size|address|note|notes|(?:lead|call|crm|visit|site visit|meeting|follow[- ]?up|phone) notes?|rent|deposit|possession|carpet|type|bhk|status|time|date|contact|phone|mobile|email|e-mail|ps|p\.s|update|details|features|amenities|floor|facing|parking|config|configuration|project|property|tower|society|maintenance|requirement|req|preferred|prefer|timeline|source|remarks|comment|comments|subject|re|fwd|from|to|sent|cc|ref|link|url|call|visit|viewing|available|availability|offer|total|asking|guide price|tenure|epc|council tax|bedrooms|bathrooms|beds|baths|postcode|zip|city|town|interest|intent|important|nb|property type|property address|property of interest|properties of interest|home address|current address|reason for valuation|reason for enquiry|property id|listing id|buyer name|customer name|lead name|name|locality|enquiry|message|received|lead source|budget range|price range|requirement type|contact number|looking for|move-in date|move in date|moving date|occupation)$/i;

const STAMPED = new RegExp(String.raw`^\s*${CHAT_STAMP}`, 'iu');
// A logged text message: "SMS from +91 95300XXXXX, 19/01/26 7:52 PM: …", "Reply (Agent), 8:05 PM: …", "SMS out 10/03
// 08:30: …", "Text from Craig (07700 900731), Mon 9 Feb 17:55:" with the message on the lines after it. The header
// ends at the first colon before a space (a clock's colons are followed by digits); "out", "reply", "agent" or a
// firm's name in it is the agent, anything else the lead who texted in.
const SMS_LINE = /^((?:sms|text|txt|reply)\b[^\n]{0,60}?):(?=\s|$)\s*(.*)$/i;
// "[Them] Hiya" / "[Me] Yes": an SMS app's sides in brackets (no digits: "[10:02]" is a time).
const BRACKETED_LABEL = /^\s*\[([\p{L}][\p{L} .'’-]{0,30})\]\s*(.*)$/u;
// "12/04/26, 18:20 - +91 98422 xxxxx: Hi": a sender the exporting phone has not saved shows as their number.
const STAMPED_PHONE = new RegExp(String.raw`^\s*${CHAT_STAMP}(\+?\d[\d xX-]{5,18}[\dxX])\s*:\s*(.*)$`, 'iu');

// "Agent:", "[10:02] Priya Shah:", "Agent (Sam):", "Tom – Midland Lets:", "Agent - Lisa, Fenland Homes:" — a short label before a colon at the START of
// a line only: a label inside a line is the lead's own text ("just browsing. Agent: your viewing is booked" must not
// make the agent say it), and a clock is not a label ("Phone call – 11:05 – caller: …").
const LABELLED_LINE = new RegExp(String.raw`^\s*(${CHAT_STAMP})?([\p{L}][\p{L}\p{N} .,'’_&@|–-]{0,40}?)\s*(?:\(([^)]{0,40})\))?\s*:(?!\d\d)\s*(.*)$`, 'iu');

// "---" between an enquiry and the reply pasted under it (an e-mail thread), also with words ("--- Reply sent 08/04 ---",
// "-----Original Message-----"): the other side writes next.
const SEPARATOR = /^(?:-{3,}|_{3,}|={3,}|—{2,}|-{2,} ?[^-]{1,60}? ?-{2,})$/i;
// "[SMS] 14/05/2026 13:02 Debasish Routray: …": a log's channel and time before the sender, dropped.
const CHANNEL_TAG = /^\[(?:sms|text|txt|whatsapp|wa|e-?mail|call|note|imessage|msg)\]\s*(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?,?\s+\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?\s*(?:[-–]\s*)?)?/i;
const PHONE_SENDER = /^(\+?\d[\d xX-]{5,18}[\dxX])\s*:\s*(.*)$/;
// A CRM log's note after its time stamp: a sentence of six words or more ("Call with Kiran (evening his time). Wants …").
const LOGGED_NOTE = /^(?![^:\n]{1,60}:\s)(?:\S+\s+){5,}\S/;
// What a chat app logs by itself, beyond CHAT_APP_TEXT: "Disappearing messages were turned on …", "Rahul added Priya".
const APP_EVENT = /\b(?:disappearing messages|security code|end-to-end|(?:added|removed|left|joined|created|pinned|changed)\b[^.]{0,40}$)/i;
// A title line: a few words with no sentence end ("Portal enquiry – Rent", "Lead details").
const HEADING = /^[^.?!:\n]{1,50}$/;
// An e-mail reply quotes the message before it under "On 10 Feb 2026, Helen Marsh wrote:", each line after "> ".
const QUOTE_MARKS = /^(?:>\s?)+/;
const WROTE = /^on\b.{0,100}?,\s*([\p{L}][\p{L} .,'()&-]{0,60}?)\s*(?:<[^>]{0,80}>)?\s*wrote:$/iu;
// An e-mail's own header names its sender: "From: Neha Kapoor, Westside Realty", "From: Amit (San Jose, CA)".
// An agent's answer pasted under an enquiry: "Reply – Suresh, Western Line Realtors:", "Response from Kerry:".
const REPLY_HEADER = /^(?:reply|response|our reply|agent reply)(?:\s+(?:from|by|sent by))?\s*[-–—]?\s*([\p{L}][\p{L} .,'()&-]{0,60}?)\s*:(?!\d\d)\s*(.*)$/iu;
const FROM_HEADER = /^from:\s*([\p{L}][\p{L} .,'()&-]{1,80}?)\s*(?:<[^>]{0,80}>|\[[^\]]{0,80}\])?$/iu;

function nameLabels(leadName: string): string[] {
  const full = leadName.trim().toLowerCase();
  if (!full) return [];
  const first = full.split(/\s+/)[0];
  return first === full ? [full] : [full, first];
}

/** The side a label names on its own, or null when the label alone does not say. */
function speakerOf(label: string, leadName: string): Speaker | null {
  const key = label.trim().toLowerCase();
  // "just browsing. Agent" is the end of a sentence and a word, not a name: a label holds no sentence break.
  if (!key || /[.!?]\s/.test(key)) return null;
  const names = nameLabels(leadName);
  if (names[0] === key) return 'lead';
  // "Lead - Arvind Kumar", "Agent - Skyline Hyd": a role before the dash says the side.
  const role = /^(.{1,20}?)\s[-–]\s/.exec(key)?.[1];
  // "Ahmed Siddiqui - Kuwait": the lead's whole name before the dash, and where they write from after it.
  if (role && (LEAD_LABELS.has(role) || (role === names[0] && role.includes(' ')))) return 'lead';
  if (role && AGENT_LABELS.has(role)) return 'agent';
  // "Housing.com lead: Name - Gaurav; Budget - 25 L to 30 L", "Rightmove enquiry:": a portal's form, the lead's words.
  if (/\b(?:lead|enquiry|inquiry)$/.test(key) && !AGENT_LABELS.has(key)) return 'lead';
  // "Tom - Foxtons" is the agent even when the lead is also called Tom.
  if (AGENT_LABELS.has(key) || AGENT_WORDS.test(key)) return 'agent';
  if (LEAD_LABELS.has(key) || names.includes(key) || names.includes(key.split(/\s+/)[0])) return 'lead';
  return null;
}

interface Line {
  /** The sender the line names, if any (trimmed, as written). */
  label: string | null;
  /** The side the label names on its own. */
  known: Speaker | null;
  stamped: boolean;
  /** The sender of a quoted e-mail ("From: …", "On …, … wrote:"). */
  header?: boolean;
  text: string;
  /** The whole line, for a label that turns out to name nobody ("Note: call back"). */
  raw: string;
}

function readLine(line: string, leadName: string): Line | null {
  // The sender of a quoted e-mail is a person, as a chat export's stamped sender is.
  const wrote = WROTE.exec(line) ?? FROM_HEADER.exec(line);
  if (wrote) {
    const sender = wrote[1].trim();
    return { label: sender.toLowerCase(), known: speakerOf(sender, leadName) ?? speakerOf(sender.split(/[,(]/)[0], leadName), stamped: true, header: true, text: '', raw: line };
  }
  const reply = REPLY_HEADER.exec(line.trim());
  // "Reply – Rhys, Canton & Co: Hi Lucy, …": the answer may start on the same line.
  if (reply) return { label: reply[1].trim().toLowerCase(), known: 'agent', stamped: true, header: reply[2].trim() === '', text: reply[2].trim(), raw: line };
  const sms = SMS_LINE.exec(line);
  if (sms) {
    // "SMS 02/03 9:14 am – Nithya", "SMS in 10/03 08:12 (Fraser Milne)": the sender's name, when the header gives one.
    const name = /(?:\s[-–—]\s|\bfrom\s|\()\s*(\p{L}[\p{L} .'’&-]{0,40}?)\s*\)?\s*$/u.exec(sms[1])?.[1];
    const known: Speaker = /\b(?:out|outgoing|sent|reply|replied|agent|me)\b/i.test(sms[1]) ? 'agent' : ((name ? speakerOf(name, leadName) : null) ?? 'lead');
    return { label: `sms ${known}`, known, stamped: true, text: sms[2].trim(), raw: line };
  }
  const bracketed = BRACKETED_LABEL.exec(line);
  if (bracketed) return { label: bracketed[1].trim().toLowerCase(), known: speakerOf(bracketed[1].trim(), leadName), stamped: true, text: bracketed[2].trim(), raw: line };
  const phone = STAMPED_PHONE.exec(line);
  if (phone) return { label: phone[1].toLowerCase(), known: null, stamped: true, text: phone[2].trim(), raw: line };
  const match = LABELLED_LINE.exec(line);
  const stamped = STAMPED.test(line);
  // "Nadia | Peak Lettings:" names a sender in a chat export; "Housing.com lead | Name: …" is a form's fields on one line.
  const fieldsOnALine = match !== null && match[2].includes('|') && !match[1];
  if (!match || fieldsOnALine || FIELD_WORDS.test(match[2].trim())) {
    // A stamped line with no sender is the app's own ("12/03/26, 10:15 - Messages and calls are end-to-end encrypted"),
    // unless it is a note in a CRM's log ("[21-Jan 10:30] Call with Kiran. Wants 1–2 flats in Kakinada …").
    if (stamped) {
      const note = line.replace(STAMPED, '').trim();
      return LOGGED_NOTE.test(note) && !CHAT_APP_TEXT.test(note) && !APP_EVENT.test(note) ? { label: null, known: null, stamped: false, text: note, raw: note } : null;
    }
    return { label: null, known: null, stamped: false, text: line, raw: line };
  }
  const label = match[2].trim();
  // "Priya (Agent)": the part in brackets says the side even when the name is also the lead's.
  // "Msg 3 (lead, 08:41):": the side is the first part in brackets.
  const known = (match[3] ? (speakerOf(match[3], leadName) ?? speakerOf(match[3].split(/[,;]/)[0].trim(), leadName)) : null) ?? speakerOf(label, leadName);
  return { label: `${label} ${match[3] ? `(${match[3]})` : ''}`.trim().toLowerCase(), known, stamped: Boolean(match[1]), text: match[4].trim(), raw: line };
}

/**
 * Who the senders the labels alone do not name are. In a chat export every stamped sender is a person, and there
 * are two sides: a sender who is not the lead is the agent, and the other way round. Unstamped, a name that starts
 * several lines beside labelled agent lines is the lead ("Rahul: …" / "Agent: …").
 */
function resolveSenders(lines: Line[]): Map<string, Speaker> {
  const sides = new Map<string, Speaker>();
  const unknown: string[] = [];
  const uses = new Map<string, number>();
  for (const line of lines) {
    if (!line.label) continue;
    uses.set(line.label, (uses.get(line.label) ?? 0) + 1);
    if (line.known) sides.set(line.label, line.known);
    else if (!unknown.includes(line.label) && (line.stamped || (uses.get(line.label) ?? 0) >= 2)) unknown.push(line.label);
  }
  const present = new Set(sides.values());
  // A reply on top of a quoted e-mail: the text before any label is the lead's, so the quoted sender is the agent.
  const leadWroteFirst = lines.length > 0 && !lines[0].label && !SEPARATOR.test(lines[0].raw);
  for (const label of unknown) {
    if (sides.has(label)) continue;
    // Quoted under a separator ("-----Original Message-----") or "On …, … wrote:", not an enquiry's own "From:".
    const at = lines.findIndex((line) => line.label === label);
    const quoted = lines[at].header === true && at > 0 && (SEPARATOR.test(lines[at - 1].raw) || WROTE.test(lines[at].raw));
    if ((present.has('lead') || (quoted && leadWroteFirst)) && !present.has('agent')) sides.set(label, 'agent');
    else if (present.has('agent') && !present.has('lead')) sides.set(label, 'lead');
    else if (present.size === 0) sides.set(label, 'lead'); // nobody named: the one who wrote first is taken as the lead
    else continue;
    present.add(sides.get(label) as Speaker);
  }
  return sides;
}

// Case matters for the name alone on its line ("Priya,"), not for the greeting word.
const GREETING_WORD = String.raw`(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|[Gg]ood (?:morning|afternoon|evening))`;
const GREETING = new RegExp(String.raw`^(?:${GREETING_WORD}\s+(\p{L}+)\s*[,!.]|(\p{Lu}\p{Ll}+)\s*,$)`, 'u');
const SALUTATION_LINE = new RegExp(String.raw`^(?:${GREETING_WORD}\s+)?\p{Lu}\p{Ll}+\s*,$`, 'u');
const SIGN_OFF = /^(?:(?:kind |best |warm |many )?(?:regards|thanks|wishes)|thank you|best|cheers|sincerely|yours (?:sincerely|faithfully|truly)|ta)[,.!]?(?:\s+\p{L}[\p{L} .,()–-]{0,50})?$/iu;
const NEW_LETTER = /^(?:dear|hi|hello)\b[^\n]{0,40},$/i;
const NOT_A_NAME = /^(?:sir|madam|maam|ma'am|team|all|there|everyone|guys|folks|thanks|regards|cheers|ok|okay|yes|no|hi|hello)$/i;

/** The other side of a conversation; before anyone spoke, the agent (the lead writes first). */
function otherSide(speaker: Speaker | null): Speaker {
  return speaker === 'agent' ? 'lead' : 'agent';
}

/** The name a greeting or a salutation line addresses ("Hi Mark, …", "Priya,"), or null. */
function greetedName(line: string): string | null {
  const m = GREETING.exec(line);
  return m ? (m[1] ?? m[2]) : null;
}

/**
 * Splits past chats into turns. Text before any label (a plain note, or a chat pasted without labels) is the lead's;
 * a line without a label after a labelled one continues that speaker's message, as multi-line messages do. A label
 * on a line of its own ("Customer:") starts that speaker's message on the next lines.
 */
export function parseConversation(pastChats: string, leadName: string): Turn[] {
  const lines: Line[] = [];
  const firstName = nameLabels(leadName).at(-1);
  let signedOff = false;
  // The names the lead signs with ("Best,\nMike" from Michael Brennan): the agent's "Hi Mike," greets the lead.
  const leadSignatures = new Set<string>();
  for (const rawLine of (pastChats ?? '').split(/\r?\n/)) {
    // One space between words, no direction marks: the extractors' patterns then never meet long runs of blanks.
    const tagged = rawLine.replace(DIRECTION_MARKS, '').replace(/[^\S\n]+/g, ' ').trim().replace(QUOTE_MARKS, '');
    const line = tagged.replace(CHANNEL_TAG, '');
    if (!line) continue;
    // "[SMS] 07700 900612: hi …": a texter the phone has not saved is named by their number.
    const texter = line !== tagged ? PHONE_SENDER.exec(line) : null;
    const read = texter ? { label: texter[1], known: null, stamped: true, text: texter[2].trim(), raw: line } : readLine(line, leadName);
    if (read) lines.push({ ...read, text: read.text.replace(/\s*<this message was edited>$/i, '') });
  }
  const senders = resolveSenders(lines);
  const turns: Turn[] = [];
  let current: Speaker | null = null;
  for (const [at, line] of lines.entries()) {
    // "Portal enquiry – Rent" underlined with "---": a heading, not the line between an enquiry and its reply.
    if (!line.label && SEPARATOR.test(line.raw) && at === 1 && !lines[0].label && HEADING.test(lines[0].raw)) continue;
    if (!line.label && SEPARATOR.test(line.raw)) {
      current = otherSide(current);
      signedOff = false;
      continue;
    }
    // "Hi Mark, Welcome! …" under Mark's e-mail: only the agent greets the lead by name, so the reply starts here; a
    // salutation alone on its line to someone else ("Priya,") under the agent's reply starts the lead's answer.
    const greeted = line.label ? null : greetedName(line.raw);
    if (!line.label && signedOff && current === 'lead' && /^\p{Lu}\p{Ll}+$/u.test(line.raw)) leadSignatures.add(line.raw.toLowerCase());
    if (greeted && ((firstName && greeted.toLowerCase() === firstName) || leadSignatures.has(greeted.toLowerCase()))) current = 'agent';
    else if (greeted && current === 'agent' && SALUTATION_LINE.test(line.raw) && !NOT_A_NAME.test(greeted)) current = 'lead';
    // "Regards,\nMeenakshi\n\nDear Madam, …": a new salutation after a sign-off is the other side's e-mail.
    else if (!line.label && signedOff && current && NEW_LETTER.test(line.raw)) current = otherSide(current);
    if (line.label) signedOff = false;
    else if (SIGN_OFF.test(line.raw)) signedOff = true;
    else if (NEW_LETTER.test(line.raw)) signedOff = false;
    const speaker = line.label ? (senders.get(line.label) ?? null) : null;
    // An unresolved label ("Note: call back") is text, so the whole line stays with the current speaker.
    const text = speaker ? line.text : line.raw;
    const who: Speaker = speaker ?? current ?? 'lead';
    current = who;
    if (!text || CHAT_APP_TEXT.test(text)) continue;
    const last = turns[turns.length - 1];
    if (last && last.speaker === who) last.text = `${last.text}\n${text}`;
    else turns.push({ speaker: who, text });
  }
  return turns;
}

/** The lead's messages, each with the agent message it answers. */
export function leadTurns(turns: Turn[]): LeadTurn[] {
  const result: LeadTurn[] = [];
  turns.forEach((turn, i) => {
    if (turn.speaker !== 'lead') return;
    const previous = turns[i - 1];
    const question = previous?.speaker === 'agent' ? previous.text : null;
    result.push({ text: turn.text, question, index: result.length, clauses: clauses(turn.text) });
  });
  return result;
}
