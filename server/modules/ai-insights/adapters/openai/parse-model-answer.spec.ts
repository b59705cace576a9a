import { modelAnswer } from './model-answer.fakes.js';
import { InvalidModelAnswer, parseModelAnswer, sentenceCount } from './parse-model-answer.js';

const parse = (value: unknown) => parseModelAnswer(JSON.stringify(value));

describe('parseModelAnswer', () => {
  it('reads a well-formed answer into the card text and the reported signals', () => {
    const answer = parse(modelAnswer({}, { budgetAmount: 3500.4, budgetPeriod: 'month', financing: 'none' }));
    expect(answer.topNeeds).toEqual(['3 bedrooms', '2 bathrooms', 'Fremont']);
    expect(answer.signals).toMatchObject({
      intent: 'rent',
      intentExplicit: false,
      visitAgreed: true,
      budget: { amount: 3500, period: 'month', currency: null },
      timeline: { urgency: 'soon', phrase: 'next Monday' },
      financing: null,
    });
  });

  it.each([
    ['text that is not JSON', '{"predictedIntent": "rent",'],
    ['a list', '[]'],
  ])('rejects %s', (_case, content) => {
    expect(() => parseModelAnswer(content)).toThrow(InvalidModelAnswer);
  });

  it.each([
    ['an intent outside the enum', modelAnswer({ predictedIntent: 'lease' })],
    ['a missing field', (({ summary: _summary, ...rest }) => rest)(modelAnswer())],
    ['an unexpected field', modelAnswer({ leadScore: 99 })],
    ['six needs', modelAnswer({ topNeeds: ['a', 'b', 'c', 'd', 'e', 'f'] })],
    ['an over-long need', modelAnswer({ topNeeds: ['x'.repeat(61)] })],
    ['an empty need', modelAnswer({ topNeeds: ['  '] })],
    ['a three-sentence summary', modelAnswer({ summary: 'One. Two. Three.' })],
    ['a two-sentence action', modelAnswer({ nextBestAction: 'Call her. Then send listings.' })],
    ['an empty summary', modelAnswer({ summary: '' })],
    ['a signal that is a string', modelAnswer({}, { visitAgreed: 'yes' })],
    ['a financing value outside the enum', modelAnswer({}, { financing: 'loan' })],
    ['a negative budget', modelAnswer({}, { budgetAmount: -5, budgetPeriod: 'month' })],
    ['a budget without a period', modelAnswer({}, { budgetAmount: 3000, budgetPeriod: 'none' })],
    ['signals with an unexpected field', modelAnswer({}, { leadScore: 100 })],
  ])('rejects %s', (_case, value) => {
    expect(() => parse(value)).toThrow(InvalidModelAnswer);
  });

  it('names the field, never the value, in its error', () => {
    const secret = 'Call me on 555-0101, I live at 12 Elm St. Then more. And more.';
    try {
      parse(modelAnswer({ summary: secret }));
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidModelAnswer);
      expect((error as Error).message).toContain('summary');
      expect((error as Error).message).not.toContain('555');
    }
  });

  it('labels a judged timing with the urgency when the lead gave no words for it', () => {
    expect(parse(modelAnswer({}, { timelineUrgency: 'now', timelinePhrase: '' })).signals.timeline).toEqual({ urgency: 'now', phrase: 'now' });
    expect(parse(modelAnswer({}, { timelineUrgency: 'none', timelinePhrase: 'whenever' })).signals.timeline).toBeNull();
  });
});

describe('sentenceCount', () => {
  it('counts sentences, not every full stop', () => {
    expect(sentenceCount('Call at 10 a.m. and send two listings.')).toBe(1);
    expect(sentenceCount('Budget is $3.5k a month. She wants Fremont!')).toBe(2);
    expect(sentenceCount('Is she ready? "Yes," she said. Book it.')).toBe(3);
  });
});
