import type { Lead } from '../../shared/api.js';

/** A stored lead as the dashboard receives it, for tests of the lead and insights cards. */
export const TEST_LEAD: Lead = {
  id: 'l1',
  name: 'Asha Verma',
  pastChats: 'Lead: 2 BHK in Baner?',
  pastChatsShort: 'Lead: 2 BHK in Baner?',
  pastChatsWordCount: 5,
  previousIntent: 'buy',
  intentIncludesBuy: true,
};
