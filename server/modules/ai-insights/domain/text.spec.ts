import { answerOf } from './text.js';

describe('answerOf', () => {
  it.each([
    ['yes please', 'yes'],
    ['aye that’s it', 'yes'],
    ['haan ji, chalega', 'yes'],
    ['spot on', 'yes'],
    ['nope', 'no'],
    ['that’s it for now, thanks', null],
    ['will check and confirm', null],
  ])('reads "%s" as %s', (reply, expected) => {
    expect(answerOf(reply)).toBe(expected);
  });
});
