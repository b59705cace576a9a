import { describe, expect, it } from '@jest/globals';
import type { Lead } from '../../../../shared/api.js';
import { LEAD_SCORE_THRESHOLDS, PORTAL_LIMITS } from '../../../../shared/limits.js';
import { SCORE_THRESHOLDS } from './LeadScore.js';
import { ANALYSIS_LIMITS, analysisRequest } from './use-lead-detail.js';

// The dashboard writes these out rather than import shared/limits.ts (which would become a chunk of its own).
describe('dashboard limits', () => {
  it('agree with shared/limits.ts', () => {
    expect(SCORE_THRESHOLDS).toEqual(LEAD_SCORE_THRESHOLDS);
    expect(ANALYSIS_LIMITS).toEqual({
      leadName: PORTAL_LIMITS.leadName,
      pastChats: PORTAL_LIMITS.pastChats,
      previousIntent: PORTAL_LIMITS.previousIntent,
    });
  });

  it('keep an analysis request within what the server accepts', () => {
    const lead: Lead = {
      id: 'l9',
      name: 'N'.repeat(300),
      pastChats: 'w '.repeat(15_000),
      pastChatsShort: 'w w',
      pastChatsWordCount: 15_000,
      previousIntent: 'i'.repeat(250),
      intentIncludesBuy: false,
    };

    const request = analysisRequest(lead);

    expect(request.name).toHaveLength(PORTAL_LIMITS.leadName);
    expect(request.pastChats).toHaveLength(PORTAL_LIMITS.pastChats);
    expect(request.previousIntent).toHaveLength(PORTAL_LIMITS.previousIntent);
    expect(request.leadId).toBe('l9');
  });
});
