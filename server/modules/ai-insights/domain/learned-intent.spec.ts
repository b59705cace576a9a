import naiveBayes from 'wink-naive-bayes-text-classifier';
import type { IntentReading } from './intent.js';
import { intentWords, INTENT_MODEL_CONFIG } from './intent-words.js';
import { leadTurns, parseConversation } from './conversation.js';
import { learnedIntent, loadIntentModel, withLearnedIntent } from './learned-intent.js';

const wordsOf = (chat: string, previousIntent = '') => intentWords(leadTurns(parseConversation(chat, 'Priya')), previousIntent);

/** A small model from a few chats, so the tests say what the reader does rather than what one training gave. */
function tinyModel() {
  const classifier = naiveBayes();
  classifier.defineConfig(INTENT_MODEL_CONFIG);
  classifier.definePrepTasks([(words) => words]);
  const examples: Array<[string, string]> = [
    ['Lead: ghar lena hai, khud rehne ke liye', 'buy'],
    ['Lead: apna ghar lena hai parents ke saath', 'buy'],
    ['Lead: kiraye pe chahiye 2bhk', 'rent'],
    ['Lead: flat kiraye pe chahiye jaldi', 'rent'],
    ['Lead: what is the reference number for this one', 'unknown'],
    ['Lead: can you send the reference number again', 'unknown'],
  ];
  for (const [chat, intent] of examples) classifier.learn(wordsOf(chat), intent);
  classifier.consolidate();
  return loadIntentModel(classifier.exportJSON());
}

const rules = (intent: IntentReading['intent'], strength: IntentReading['strength'] = 'strong'): IntentReading => ({ intent, strength, ruledOut: [], browsing: false });

describe('intentWords', () => {
  it('is every word and neighbouring pair of the lead’s own messages, numbers as one token, and the CRM’s guess', () => {
    const words = wordsOf('Agent: Budget?\nLead: Max 1.2 cr, self use', 'Buy');
    expect(words).toEqual(expect.arrayContaining(['max', '0', 'cr', 'max 0', '0 cr', 'self use', 'previous:buy']));
    expect(words).not.toContain('budget');
  });
});

describe('learnedIntent', () => {
  it('answers with the intent the words are most like, and how sure it is', () => {
    const model = tinyModel();
    expect(learnedIntent(wordsOf('Lead: kiraye pe chahiye'), model)).toMatchObject({ intent: 'rent' });
    expect(learnedIntent(wordsOf('Lead: khud rehne ke liye ghar lena hai'), model)?.odds).toBeGreaterThan(0);
  });

  it('answers nothing when it knows none of the words', () => {
    expect(learnedIntent(wordsOf('Lead: zzz qqq'), tinyModel())).toBeNull();
  });
});

describe('withLearnedIntent', () => {
  it('keeps the rules’ reading where the learned reader agrees or is unsure', () => {
    const reading = rules('buy');
    expect(withLearnedIntent(reading, wordsOf('Lead: we want to buy'), { intent: 'buy', odds: 40 })).toBe(reading);
    expect(withLearnedIntent(reading, [], { intent: 'rent', odds: 3 })).toBe(reading);
    expect(withLearnedIntent(reading, [], null)).toBe(reading);
  });

  it('takes a confident learned answer as a hint, and a confident unknown clears a guess', () => {
    expect(withLearnedIntent(rules('rent'), [], { intent: 'buy', odds: 30 })).toEqual({ intent: 'buy', strength: 'weak', ruledOut: [], browsing: false });
    expect(withLearnedIntent(rules('rent', 'weak'), [], { intent: 'unknown', odds: 30 })).toEqual({ intent: 'unknown', strength: 'none', ruledOut: [], browsing: false });
    expect(withLearnedIntent(rules('buy'), [], { intent: 'browse', odds: 30 })).toMatchObject({ intent: 'browse', browsing: true });
  });

  it('overrules a tenant the rules read plainly to a buyer only when twice as sure', () => {
    const tenant = rules('rent');
    expect(withLearnedIntent(tenant, [], { intent: 'buy', odds: 25 })).toBe(tenant);
    expect(withLearnedIntent(tenant, [], { intent: 'buy', odds: 31 })).toMatchObject({ intent: 'buy', strength: 'weak' });
    expect(withLearnedIntent(rules('rent', 'weak'), [], { intent: 'buy', odds: 20 })).toMatchObject({ intent: 'buy' });
  });
});

describe('the trained model', () => {
  it('loads, and reads wording the rules have no cue for', () => {
    expect(learnedIntent(wordsOf('Lead: hi, 2bhk kiraye pe chahiye DLF Phase 3 ke paas')))?.toMatchObject({ intent: 'rent' });
  });
});
