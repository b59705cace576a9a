import { readFileSync } from 'node:fs';
import { readLeadsFile } from './leads-file.js';
import { MODEL_SOURCE, TRAINING_FILES, trainIntentModel } from './train-intent-model.js';

describe('the committed intent model', () => {
  it('is what training on the dev halves gives, so it never drifts from its data (npm run train:intent)', () => {
    const leads = TRAINING_FILES.flatMap((file) => readLeadsFile(file));
    expect(leads.length).toBeGreaterThanOrEqual(350);
    expect(trainIntentModel(leads)).toBe(readFileSync(MODEL_SOURCE, 'utf8').trim());
  });

  it('never learns from a held-back conversation', () => {
    expect(TRAINING_FILES.every((file) => file.endsWith('-dev.jsonl'))).toBe(true);
  });
});
