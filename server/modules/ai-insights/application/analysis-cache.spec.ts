import { analysisKey } from './analysis-cache.js';

describe('analysisKey', () => {
  const input = { name: 'Priya', pastChats: 'Lead: Hi', previousIntent: '', leadId: 'lead-1' };

  it('is per lead and per content', () => {
    expect(analysisKey(input)).toBe(analysisKey({ ...input }));
    expect(analysisKey(input)).not.toBe(analysisKey({ ...input, leadId: 'lead-2' }));
    expect(analysisKey(input)).not.toBe(analysisKey({ ...input, pastChats: 'Lead: Hi!' }));
    expect(analysisKey(input)).not.toBe(analysisKey({ ...input, previousIntent: 'buy' }));
  });

  it('falls back to the name without a lead id, and cannot be confused by shifting text between fields', () => {
    expect(analysisKey({ name: 'A', pastChats: 'B', previousIntent: '' })).toMatch(/^name:A:[0-9a-f]{64}$/);
    expect(analysisKey({ name: 'AB', pastChats: '', previousIntent: '' })).not.toBe(analysisKey({ name: 'A', pastChats: 'B', previousIntent: '' }).replace('name:A', 'name:AB'));
  });
});
