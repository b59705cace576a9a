import type { AiAnalysis } from '../../../../shared/api.js';
import { AnalysisCache, analysisKey } from './analysis-cache.js';

const analysis = (summary: string): AiAnalysis => ({
  predictedIntent: 'rent',
  leadScore: 50,
  topNeeds: [],
  summary,
  nextBestAction: '',
  factors: [],
  source: 'offline',
});

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

describe('AnalysisCache', () => {
  it('drops the least recently used entry once full', () => {
    const cache = new AnalysisCache(2);
    cache.set('a', analysis('a'));
    cache.set('b', analysis('b'));
    expect(cache.get('a')?.summary).toBe('a');
    cache.set('c', analysis('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.summary).toBe('a');
    expect(cache.get('c')?.summary).toBe('c');
    expect(cache.size).toBe(2);
  });
});
