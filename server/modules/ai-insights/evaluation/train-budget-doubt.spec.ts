import { readFileSync } from 'node:fs';
import { ARRIVAL_FILE, examplesFrom, LABEL_FILES, MODEL_SOURCE, modelSource, readArrivals, thresholdFor, trainDoubtModel } from './train-budget-doubt.js';
import { readLeadsFile } from './leads-file.js';

describe('the budget doubt model', () => {
  it('is what training on the arrival budgets gives, so it never drifts from its data (see the file’s header)', () => {
    const examples = examplesFrom(readArrivals(), LABEL_FILES.flatMap((file) => readLeadsFile(file)));
    expect(examples.length).toBeGreaterThanOrEqual(2_700);
    expect(modelSource(trainDoubtModel(examples).model)).toBe(readFileSync(MODEL_SOURCE, 'utf8'));
  });

  it('learns only from dev conversations', () => {
    expect(LABEL_FILES.every((file) => file.endsWith('-dev.jsonl'))).toBe(true);
    const held = new Set(['in-held', 'uk-held'].flatMap((half) => readLeadsFile(`test/fixtures/ai-eval/${half}.jsonl`).map((lead) => lead.id)));
    expect(readArrivals(ARRIVAL_FILE).filter((arrival) => held.has(arrival.id))).toEqual([]);
  });

  it('hides down to the doubt where a third of the flagged budgets are still wrong, never fewer than twenty', () => {
    const ranked = (verdicts: string) => [...verdicts].map((v, i) => ({ wrong: v === 'w', doubt: 1 - i / 100 }));
    // 30 flagged, 10 wrong: a third exactly; the 31st (right) would drop below it.
    expect(thresholdFor(ranked(`${'w'.repeat(10)}${'r'.repeat(20)}rrrr`))).toBeCloseTo(1 - 29 / 100);
    // Five wrong at the top: fewer than twenty flagged says nothing, and twenty are not a third wrong, so none is hidden.
    expect(thresholdFor(ranked(`${'w'.repeat(5)}${'r'.repeat(40)}`))).toBe(1);
  });
});
