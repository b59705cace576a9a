import { clauses } from './text.js';

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

const AGENT_LABELS = new Set(['agent', 'assistant', 'bot', 'system', 'realtor', 'broker', 'advisor', 'consultant', 'support', 'rep', 'sales']);
const LEAD_LABELS = new Set(['lead', 'user', 'customer', 'client', 'buyer', 'prospect', 'visitor', 'me']);

// "Agent:", "[10:02] Priya Shah:", "Agent (Sam):" — a short label before a colon at the start of a line.
const LABELLED_LINE = /^\s*(?:\[[^\]]*\]\s*)?([\p{L}][\p{L}\p{N} .'_-]{0,40}?)\s*(?:\(([^)]{0,40})\))?\s*:\s*(.*)$/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function nameLabels(leadName: string): string[] {
  const full = leadName.trim().toLowerCase();
  if (!full) return [];
  const first = full.split(/\s+/)[0];
  return first === full ? [full] : [full, first];
}

/**
 * CRM exports sometimes put a whole chat on one line ("Agent: Hi. Lead: Buy."): a known label after the end of a
 * sentence starts a new line. Only known labels, so "Budget: 500k" inside a message is left alone.
 */
function splitInlineLabels(pastChats: string, leadName: string): string {
  const labels = [...AGENT_LABELS, ...LEAD_LABELS, ...nameLabels(leadName)].map(escapeRegExp).join('|');
  const inline = new RegExp(`([.!?|])\\s+((?:${labels})\\s*:)`, 'giu');
  return pastChats.replace(inline, '$1\n$2');
}

function speakerOf(label: string, leadName: string): Speaker | null {
  const key = label.trim().toLowerCase();
  if (AGENT_LABELS.has(key) || /\bagent\b/.test(key)) return 'agent';
  if (LEAD_LABELS.has(key) || nameLabels(leadName).includes(key)) return 'lead';
  return null;
}

/**
 * Splits past chats into turns. Text before any label (a plain note, or a chat pasted without labels) is the lead's;
 * a line without a label after a labelled one continues that speaker's message, as multi-line messages do.
 */
export function parseConversation(pastChats: string, leadName: string): Turn[] {
  const turns: Turn[] = [];
  let current: Speaker | null = null;
  for (const rawLine of splitInlineLabels(pastChats ?? '', leadName).split(/\r?\n/)) {
    // One space between words: the extractors' patterns then never meet long runs of blanks.
    const line = rawLine.replace(/[^\S\n]+/g, ' ').trim();
    if (!line) continue;
    const match = LABELLED_LINE.exec(line);
    const speaker = match ? (speakerOf(match[1], leadName) ?? speakerOf(match[2] ?? '', leadName)) : null;
    const text = speaker && match ? match[3].trim() : line;
    const who: Speaker = speaker ?? current ?? 'lead';
    current = who;
    if (!text) continue;
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
