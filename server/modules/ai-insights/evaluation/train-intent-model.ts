// Trains the learned intent reader on labelled conversations and writes it where the analyzer reads it:
//   npm run train:intent            (the dev halves of the Indian and UK sets; the held-back halves are never read)
// Same files in, same model out: the spec beside this file checks the committed model is what training gives.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { leadTurns } from '../domain/conversation.js';
import { INTENT_MODEL_CONFIG, intentWords } from '../domain/intent-words.js';
import { conversationOf } from '../domain/signals.js';
import { readLeadsFile, type LabelledLead } from './leads-file.js';

export const TRAINING_FILES = ['test/fixtures/ai-eval/in-dev.jsonl', 'test/fixtures/ai-eval/uk-dev.jsonl'];
/** The model's place in the source tree; the build copies it beside the compiled analyzer. */
export const MODEL_SOURCE = 'server/modules/ai-insights/domain/intent-model.json';
/** A word or pair seen in only one conversation says more about its writer than about intent: left out. */
const MIN_CONVERSATIONS = 2;

function wordsOf(lead: LabelledLead): string[] {
  const { turns } = conversationOf(lead.name, lead.pastChats);
  return intentWords(leadTurns(turns), lead.previousIntent);
}

/** The model, as the JSON the analyzer loads. */
export function trainIntentModel(leads: LabelledLead[]): string {
  const examples = leads.map((lead) => ({ words: wordsOf(lead), intent: lead.labels.intent ?? 'unknown' }));
  const conversations = new Map<string, number>();
  for (const { words } of examples) for (const word of words) conversations.set(word, (conversations.get(word) ?? 0) + 1);
  const classifier = naiveBayes();
  classifier.defineConfig(INTENT_MODEL_CONFIG);
  classifier.definePrepTasks([(words) => words]);
  for (const { words, intent } of examples) classifier.learn(words.filter((word) => (conversations.get(word) ?? 0) >= MIN_CONVERSATIONS), intent);
  classifier.consolidate();
  return classifier.exportJSON();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : TRAINING_FILES;
  const leads = files.flatMap((file) => readLeadsFile(file));
  const json = trainIntentModel(leads);
  writeFileSync(MODEL_SOURCE, `${json}\n`);
  console.log(`Trained on ${leads.length} conversations from ${files.join(', ')}: ${MODEL_SOURCE}, ${(json.length / 1024).toFixed(0)} KB.`);
}
