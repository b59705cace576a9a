import { readFileSync } from 'node:fs';
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { LEAD_INTENTS, type LeadIntent } from '../../../../shared/api.js';
import type { IntentReading } from './intent.js';

/**
 * A naive Bayes reader of intent, trained on the hand-labelled Indian and UK conversations' dev halves
 * (`npm run train:intent`, see docs/ai-evaluation.md). The rules read the wordings they were written for; this reads
 * the many other ways people say the same thing ("ghar lena hai", "looking to get on the ladder"), and says `unknown`
 * when a chat states no intent.
 */
export const INTENT_MODEL_FILE = new URL('./intent-model.json', import.meta.url);

/**
 * How sure the reader must be to overrule the rules: log2 odds of its answer against all the others. Chosen on the
 * dev halves and the fifth batch of writers before it was split; at this level it changes SGD's answers almost never
 * (its wording is the rules' home ground) and mends most of the rules' misses on other markets' wording.
 */
const CONFIDENT = 15;

type Classifier = ReturnType<typeof naiveBayes>;

export function loadIntentModel(json: string): Classifier {
  const classifier = naiveBayes();
  classifier.definePrepTasks([(words) => words]);
  classifier.importJSON(json);
  classifier.consolidate();
  return classifier;
}

let model: Classifier | undefined;

/** Read on first use, so importing the analyzer (the trainer does) needs no model yet. */
function trainedModel(): Classifier {
  model ??= loadIntentModel(readFileSync(INTENT_MODEL_FILE, 'utf8'));
  return model;
}

/** The learned reader's answer and how sure it is (log2 odds), or null when it knows none of the words. */
export function learnedIntent(words: string[], classifier: Classifier = trainedModel()): { intent: LeadIntent; odds: number } | null {
  const [best] = classifier.computeOdds(words);
  if (!best || best[1] === 0 || !(LEAD_INTENTS as readonly string[]).includes(best[0])) return null;
  return { intent: best[0] as LeadIntent, odds: best[1] };
}

/**
 * The rules' reading, overruled only where the learned reader is confident and disagrees. Its answer counts as a
 * hint ('weak'), never as the lead having said it in words; 'unknown' clears a guessed intent.
 */
export function withLearnedIntent(rules: IntentReading, words: string[], learned = learnedIntent(words)): IntentReading {
  // A tenant the rules read plainly ("2bhk rent pe chahiye") is overruled to a buyer only when the reader is surer still:
  // cross-validated by writer on the dev halves, between 15 and 30 it was right 10 times and wrong 19.
  const needed = rules.strength === 'strong' && rules.intent === 'rent' && learned?.intent === 'buy' ? 2 * CONFIDENT : CONFIDENT;
  if (!learned || learned.odds < needed || learned.intent === rules.intent) return rules;
  if (learned.intent === 'unknown') return { ...rules, intent: 'unknown', strength: 'none' };
  return { ...rules, intent: learned.intent, strength: 'weak', browsing: rules.browsing || learned.intent === 'browse' };
}
