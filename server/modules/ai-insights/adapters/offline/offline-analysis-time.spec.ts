import fc from 'fast-check';
import { PORTAL_LIMITS } from '../../../../../shared/limits.js';
import { analyzeOffline } from './offline-lead-analyzer.js';

/**
 * Issue 14, point 7: every input up to the size limit is analysed in milliseconds. Built from the pieces the
 * analyzer's patterns look for (digits, separators, currency, labels, capitals, place and time words), repeated
 * to the limit and ended by a character that makes a pattern fail late: what made the old money and place patterns
 * backtrack (20,000 digits and an "x": 750 ms idle, 3-4 s under load; "X:" repeated: 250 ms).
 */
const PIECES = ['9', '99 ', '1.', '1,000', 'a', 'A', 'Ab ', ' ', '\n', '.', ',', '-', ':', '$', '£', '₹', 'k', 'to ', 'per month ', 'sq ft ',
  'bhk ', 'lakh ', 'crore ', 'Lead: ', 'Agent: ', 'X:', 'budget ', 'near ', 'in ', 'visit ', 'tomorrow ', 'at ', 'pm ', 'Mr. ', 'New York ',
  'bedroom ', "I'm ", 'not ', '[12/03/2024, 10:15:02] ', '12/03/2024, 10:15 - ', 'Priya '];
const ENDINGS = ['x', '!', ':', '9', ''];
const LIMIT = PORTAL_LIMITS.pastChats;

const adversarial = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }), fc.constantFrom(...ENDINGS))
  .map(([pieces, ending]) => {
    const unit = pieces.join('');
    return unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT - ending.length) + ending;
  });

/** Generous for a loaded 2-core CI machine; measured worst is about 15 ms. */
const BOUND_MS = 500;

function timed(pastChats: string): number {
  const started = performance.now();
  analyzeOffline({ name: 'Priya Sharma', pastChats, previousIntent: '' });
  return performance.now() - started;
}

describe('offline analysis time on adversarial input', () => {
  it.each([
    ['20,000 digits and a letter', '9'.repeat(LIMIT - 1) + 'x'],
    ['a decimal of 20,000 digits and a letter', '1.' + '1'.repeat(LIMIT - 3) + 'x'],
    ['"X:" 10,000 times', 'X:'.repeat(LIMIT / 2)],
    ['"Lead: " to the limit', 'Lead: '.repeat(LIMIT / 6)],
  ])('%s: under the bound', (_name, text) => {
    expect(timed(text)).toBeLessThan(BOUND_MS);
  });

  it('any text built from the patterns’ pieces, up to the size limit: under the bound', () => {
    fc.assert(
      fc.property(adversarial, (text) => timed(text) < BOUND_MS),
      { numRuns: 80, seed: 14_7 },
    );
  });
});
