import { leadTurns, parseConversation } from './conversation.js';
import { readTimeline } from './timeline.js';

function timelineOf(chat: string) {
  return readTimeline(leadTurns(parseConversation(chat, 'Priya')));
}

describe('readTimeline', () => {
  it.each([
    ['Lead: We need to move ASAP.', { urgency: 'now', phrase: 'ASAP' }],
    ['Lead: Can I see it tomorrow?', { urgency: 'now', phrase: 'tomorrow' }],
    ['Lead: Looking to move next week.', { urgency: 'soon', phrase: 'next week' }],
    ['Lead: Sometime this month.', { urgency: 'soon', phrase: 'this month' }],
    ['Lead: Our lease ends in 3 months.', { urgency: 'soon', phrase: 'in 3 months' }],
    ['Lead: Visit on March 13th please.', { urgency: 'soon', phrase: 'March 13th' }],
    ['Lead: Maybe next year.', { urgency: 'later', phrase: 'next year' }],
    ['Lead: Probably in 9 months.', { urgency: 'later', phrase: 'in 9 months' }],
    ['Lead: want to shift within 2-3 months', { urgency: 'soon', phrase: 'within 2-3 months' }],
    ['Lead: need immediate possession', { urgency: 'now', phrase: 'immediate possession' }],
    ['Lead: planning to buy by Diwali', { urgency: 'soon', phrase: 'by Diwali' }],
    ['Lead: no rush, maybe end of the year', { urgency: 'later', phrase: 'no rush' }],
    ['Lead: in 6 to 8 months', { urgency: 'later', phrase: 'in 6 to 8 months' }],
  ])('%s', (chat, timeline) => {
    expect(timelineOf(chat)).toEqual(timeline);
  });

  it('keeps the most urgent timing and ignores the agent’s', () => {
    expect(timelineOf('Lead: next month is fine, but today would be better')?.urgency).toBe('now');
    expect(timelineOf('Agent: Available from next week.\nLead: OK.')).toBeNull();
  });
});
