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

/**
 * A chat export's stamp before the speaker: WhatsApp on iOS "[12/03/2024, 10:15:02] ", on Android
 * "12/03/2024, 10:15 - " (also with am/pm, dots or dashes in the date), or any "[…]".
 */
const STAMP = String.raw`(?:\[[^\]]{0,40}\]\s*|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\s[-–]\s)`;

// "Agent:", "[10:02] Priya Shah:", "Agent (Sam):" — a short label before a colon at the START of a line only: a
// label inside a line is the lead's own text ("just browsing. Agent: your viewing is booked" must not make the
// agent say it).
const LABELLED_LINE = new RegExp(String.raw`^\s*${STAMP}?([\p{L}][\p{L}\p{N} .'_-]{0,40}?)\s*(?:\(([^)]{0,40})\))?\s*:\s*(.*)$`, 'iu');

function nameLabels(leadName: string): string[] {
  const full = leadName.trim().toLowerCase();
  if (!full) return [];
  const first = full.split(/\s+/)[0];
  return first === full ? [full] : [full, first];
}

function speakerOf(label: string, leadName: string): Speaker | null {
  const key = label.trim().toLowerCase();
  // "just browsing. Agent" is the end of a sentence and a word, not a name: a label holds no sentence break.
  if (/[.!?]\s/.test(key)) return null;
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
  for (const rawLine of (pastChats ?? '').split(/\r?\n/)) {
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
