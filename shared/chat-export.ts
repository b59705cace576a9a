/**
 * What chat apps write into an exported conversation, shared by the analyzer (which reads past it) and the lead card
 * (whose excerpt should start with what people said, not with "Messages and calls are end-to-end encrypted").
 */

/**
 * A chat export's stamp before the speaker: WhatsApp on iOS "[12/03/2024, 10:15:02] ", on Android
 * "12/03/2024, 10:15 - " (also with am/pm, dots or dashes in the date), a text thread's "Sat 14 Mar 15:02 – ", or
 * any "[…]".
 */
export const CHAT_STAMP = String.raw`(?:\[[^\]]{0,40}\]\s*|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?)?\s[-–]\s|(?:[A-Za-z]{3,9},?\s)?\d{1,2}\s[A-Za-z]{3,9}(?:\s\d{2,4})?,?\s\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?\s[-–]\s)`;

/** The app's own text, not a person's: encryption notices, missing media, deleted messages, group changes. */
export const CHAT_APP_TEXT = /^(?:messages and calls are end-to-end encrypted|[^:]{0,60}end-to-end encrypted|<?(?:media|image|video|audio|sticker|gif|document|contact card)s? omitted>?|this message was deleted|you deleted this message|missed (?:voice|video) call|[^:]{0,60}(?:changed the (?:subject|group)|changed (?:this group|their phone number)|added you|created group|joined using|security code (?:with [^:]{0,40})?changed|is a contact|left)\.?$|null$)/i;

const STAMPED_LINE = new RegExp(String.raw`^\s*${CHAT_STAMP}(?:([^:\n]{1,60}):\s*)?(.*)$`, 'iu');

/**
 * The conversation without the lines a chat app wrote itself ("[12/03/26, 10:15] Rahul: <Media omitted>" too). Only
 * stamped lines are the app's: an unstamped "He left." is a person's.
 */
export function withoutChatAppLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => {
      const stamped = STAMPED_LINE.exec(line);
      return !stamped || !(CHAT_APP_TEXT.test(stamped[2].trim()) || CHAT_APP_TEXT.test(`${stamped[1] ?? ''}: ${stamped[2]}`.trim()));
    })
    .join('\n');
}
