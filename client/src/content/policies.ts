/**
 * The shape of a policy page (privacy, terms, cookies) and the facts all three share. The documents themselves live
 * in policies-privacy.ts, policies-terms.ts and policies-cookie.ts.
 */

/** A link inside running text; `to` is a site path or a mailto:/https: address. */
export interface PolicyLink {
  text: string;
  to: string;
}

/** Running text: plain, or plain pieces mixed with links. */
export type RichText = string | readonly (string | PolicyLink)[];

export type PolicyBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  | { kind: 'definitions'; items: readonly { term: string; text: RichText }[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'callout'; text: RichText }
  | { kind: 'contact' };

export interface PolicySubsection {
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicySection {
  /** The heading's anchor, used by the table of contents. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
  subsections?: readonly PolicySubsection[];
}

export interface PolicyDocument {
  /** Short name used in the page's eyebrow and in cross-links. */
  name: string;
  title: string;
  /** One or two sentences under the title saying what the document covers. */
  summary: string;
  /** Whether to show a table of contents (the longer documents). */
  toc: boolean;
  sections: readonly PolicySection[];
}

/** The spec: every policy takes effect on 15 June 2025. */
export const POLICY_EFFECTIVE_DATE = { iso: '2025-06-15', label: '15 June 2025' } as const;

/** Policy facts fixed by the spec, written once so the three documents cannot disagree. */
export const POLICY_FACTS = {
  minimumAge: 16,
  refundWindowHours: 48,
  refundProcessingWorkingDays: 7,
  inactiveAccountMonths: 24,
  governingLaw: 'the laws of India',
} as const;
