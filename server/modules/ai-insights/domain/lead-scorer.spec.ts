import { BASE_SCORE, MAX_FACTORS, scoreLead } from './lead-scorer.js';
import { extractSignals } from './signals.js';

function score(chat: string, previousIntent = '') {
  return scoreLead(extractSignals('Priya', chat, previousIntent));
}

const HOT = [
  'Lead: We want to buy a 3 bedroom, 2 bath house in Fremont ASAP, budget under 1.2 million.',
  'Agent: Are you pre-approved?',
  'Lead: Yes, pre-approved. Can we schedule a visit this weekend? What is the agent’s phone number?',
  'Agent: Your visit is booked for Saturday.',
  'Lead: Great, thanks!',
].join('\n');

describe('scoreLead', () => {
  it('gives an integer from 0 to 100, even when the points run past either end', () => {
    for (const chat of [HOT, '', 'Lead: Not interested. Stop contacting me. Just browsing. Too expensive. No thanks.']) {
      const { score: value } = score(chat);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(score(HOT).score).toBe(100);
    expect(score('Lead: Not interested. Stop contacting me. Just browsing.').score).toBe(0);
    expect(score('Lead: Just browsing.').score).toBeGreaterThan(score('Lead: Not interested.').score);
  });

  it('ranks a lead who asked for a viewing above one who only asked a question, and that above one who said no', () => {
    const visit = score('Lead: I need a 2 bedroom apartment in Oakland.\nAgent: Found one.\nLead: Can we schedule a visit?').score;
    const curious = score('Lead: I need a 2 bedroom apartment in Oakland.\nAgent: Found one.\nLead: Is it furnished?').score;
    const declined = score('Lead: I need a 2 bedroom apartment in Oakland.\nAgent: Would you like to visit it?\nLead: No, not right now.').score;
    expect(visit).toBeGreaterThan(curious);
    expect(curious).toBeGreaterThan(declined);
  });

  it('lists the factors that moved the score most, largest |impact| first, with readable labels', () => {
    const { factors } = score(HOT);
    expect(factors.length).toBeLessThanOrEqual(MAX_FACTORS);
    const impacts = factors.map((f) => Math.abs(f.impact));
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(factors[0]).toEqual({ label: 'Asked to schedule a visit', impact: 20 });
    expect(factors.map((f) => f.label)).toEqual(expect.arrayContaining(['Wants to buy', 'Timeline: ASAP']));
    expect(factors).toHaveLength(MAX_FACTORS);
  });

  it('names a landlord\'s wish and a seller\'s figure for what they are: "Wants to rent out", "Stated an asking figure"', () => {
    const labels = scoreLead(extractSignals('Shobha', 'Lead: I have a 2BHK in Wakad, want to give it on rent. Expecting 25k per month', '', 'in')).factors.map((f) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Wants to rent out', 'Stated an asking figure']));
    expect(labels).not.toContain('Stated a budget');
  });

  it('subtracts for negatives and names them', () => {
    const { factors } = score('Lead: Just browsing, thanks.');
    expect(factors).toContainEqual({ label: 'Just browsing', impact: -5 });
  });

  it('gives an empty conversation a low score that says why', () => {
    expect(score('')).toEqual({ score: BASE_SCORE - 5, factors: [{ label: 'No conversation yet', impact: -5 }] });
  });

  it('is deterministic', () => {
    expect(score(HOT)).toEqual(score(HOT));
  });
});
