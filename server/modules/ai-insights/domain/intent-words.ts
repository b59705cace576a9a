import type { LeadTurn } from './conversation.js';

// Words (any script), a number as one "0" token, and currency signs: "budget 1.2 cr" → budget, 0, cr.
const TOKEN = /[\p{L}']+|0|[₹£$€]/gu;

/**
 * What the learned intent reader sees of a conversation: every word and every pair of neighbouring words of the
 * lead's own messages, once each, plus the CRM's previous intent. Training and reading use this one function, so
 * the two can never see different things.
 */
export function intentWords(lead: LeadTurn[], previousIntent: string): string[] {
  const seen = new Set<string>();
  for (const turn of lead) {
    const words = turn.text.toLowerCase().replace(/\d[\d,.]*/g, ' 0 ').match(TOKEN) ?? [];
    words.forEach((word, i) => {
      seen.add(word);
      if (i + 1 < words.length) seen.add(`${word} ${words[i + 1]}`);
    });
  }
  const prior = previousIntent.trim().toLowerCase();
  if (prior) seen.add(`previous:${prior}`);
  return [...seen];
}

/** The classifier's settings, shared by training and reading. Smoothing below 1 suits a few hundred short chats. */
export const INTENT_MODEL_CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.05 };
