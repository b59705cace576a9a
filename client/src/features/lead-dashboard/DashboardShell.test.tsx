import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiAnalysis, BuyerInfo, BuyerInfoLead, LeadDetail, LeadPage, LeadTotals } from '../../../../shared/api.js';
import { deferred, fileResponse, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { renderPortal } from '../../../test/test-router.js';
import { DashboardShell } from './DashboardShell.js';
import { EXPORT_FAILED } from './ExportLeads.js';
import { ANALYSIS_FAILED, LEAD_GONE } from './use-lead-detail.js';
import { LIST_FAILED } from './use-lead-list.js';
import { PROGRESS_POLL_MS } from './use-scoring-progress.js';

const PRIYA: BuyerInfoLead = {
  id: 'l1',
  name: 'Priya Sharma',
  pastChats: 'Lead: Can we visit on Saturday? I want to buy a 2BHK before Diwali.\nAgent: Yes, 11 am works.',
  pastChatsShort: 'Lead: Can we visit on Saturday?…',
  pastChatsWordCount: 18,
  previousIntent: 'buy',
  intentIncludesBuy: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  insight: { score: 82, band: 'hot', intent: 'buy', topReason: 'Asked for a site visit' },
};
const RAHUL: BuyerInfoLead = {
  id: 'l2',
  name: 'Rahul Mehta',
  pastChats: 'Lead: Is the rent negotiable?',
  pastChatsShort: 'Lead: Is the rent negotiable?',
  pastChatsWordCount: 5,
  previousIntent: 'rent',
  intentIncludesBuy: false,
  updatedAt: '2026-11-21T10:00:00.000Z',
  insight: null,
};

const TOTALS: LeadTotals = { leads: 2, hot: 1, warm: 0, cold: 0, unscored: 1, pending: 0 };
const BUYER: BuyerInfo = { buyerName: 'Asha Verma', market: 'in', leads: [PRIYA, RAHUL], totals: TOTALS, nextCursor: 'c1' };

const analysis = (overrides: Partial<AiAnalysis> = {}): AiAnalysis => ({
  predictedIntent: 'buy',
  leadScore: 82,
  topNeeds: ['2BHK', 'Site visit'],
  summary: 'Ready to buy before Diwali.',
  nextBestAction: 'Confirm the Saturday visit.',
  factors: [
    { label: 'Asked for a site visit', impact: 20 },
    { label: 'No budget mentioned', impact: -6 },
  ],
  source: 'offline',
  ...overrides,
});
const RAHUL_ANALYSIS = analysis({ predictedIntent: 'rent', leadScore: 35, summary: 'Looking to rent.', topNeeds: ['Lower rent'], factors: [] });

const stored = (lead: BuyerInfoLead, answer: AiAnalysis | null, current = true): LeadDetail => ({
  lead: { ...lead },
  insight: answer && { analysis: answer, analyzerVersion: 'offline-test', analysedAt: '2026-11-20T10:05:00.000Z', current },
});
const page = (leads: BuyerInfoLead[], overrides: Partial<LeadPage> = {}): LeadPage => ({ leads, nextCursor: null, totals: TOTALS, ...overrides });
const refused = () => jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in first' });

type Answer = Response | Promise<Response>;
/** Answers by method and path ('GET /api/leads/l1'); a query string is matched when the key has one. */
let routes: Record<string, (init?: RequestInit) => Answer>;
let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  routes = {
    'GET /api/buyer-info': () => jsonResponse(200, BUYER),
    'GET /api/leads/l1': () => jsonResponse(200, stored(PRIYA, analysis())),
    'GET /api/leads/l2': () => jsonResponse(200, stored(RAHUL, null)),
    'POST /api/ai-analysis': () => jsonResponse(200, RAHUL_ANALYSIS),
  };
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (!route) throw new Error(`unexpected ${method} ${path}`);
    return route(init);
  });
});

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const calls = (prefix: string) => fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith(prefix));
const renderDashboard = () => renderPortal(<DashboardShell />, '/products/airedashboard');
const insights = () => screen.getByRole('region', { name: 'AI insights' });
const table = () => screen.getByRole('table');
const finder = () => screen.getByRole('combobox', { name: 'Find a lead' });

async function renderLoaded() {
  renderDashboard();
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' });
}

describe('DashboardShell: frame', () => {
  it('shows a loading state, then welcomes the buyer with Home and Logout, the totals and the first page, in one request', async () => {
    const pending = deferred<Response>();
    routes['GET /api/buyer-info'] = () => pending.promise;
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    pending.resolve(jsonResponse(200, BUYER));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Lead dashboard · India')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByText('Total Leads').nextElementSibling).toHaveTextContent('2');
    const bands = screen.getByRole('group', { name: 'Show leads by score band' });
    expect(within(bands).getAllByRole('button').map((button) => button.textContent)).toEqual(['All 2', 'Hot 1', 'Warm 0', 'Cold 0']);
    expect(within(table()).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Priya Sharma', 'Rahul Mehta']);
    expect(calls('/api/leads?')).toEqual([]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the session is refused', () => refused()],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('alerts and returns to the home page when %s', async (_case, answer) => {
    routes['GET /api/buyer-info'] = answer;
    renderDashboard();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('logs out on the server and returns home', async () => {
    const user = userEvent.setup();
    routes['POST /api/logout'] = () => jsonResponse(204);
    await renderLoaded();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls('/api/logout')).toEqual(['/api/logout']);
  });

  it('explains where leads come from, with a way to get in touch, when the buyer has none', async () => {
    routes['GET /api/buyer-info'] = () => jsonResponse(200, { ...BUYER, leads: [], totals: { ...TOTALS, leads: 0, hot: 0, unscored: 0 }, nextCursor: null });
    await renderLoaded();

    expect(screen.getByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(screen.getByText('Total Leads').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls('/api/leads/')).toEqual([]);
  });
});

describe('DashboardShell: the chosen lead', () => {
  it('opens the first lead with its stored insight, without analysing it again', async () => {
    await renderLoaded();

    expect(await screen.findByText('Ready to buy before Diwali.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Priya Sharma' });
    expect(within(card).getByText('Buy')).toHaveClass('badge');
    expect(within(card).getByText('18 words')).toBeInTheDocument();
    expect(within(card).getByText('Lead: Can we visit on Saturday?…')).toBeInTheDocument();
    expect(within(insights()).getByText('82')).toBeInTheDocument();
    expect(within(insights()).getByText('Hot')).toBeInTheDocument();
    expect(within(insights()).getByText(/Analysed by: Offline analyzer, .*2026/)).toBeInTheDocument();
    expect(calls('/api/ai-analysis')).toEqual([]);
    expect(within(table()).getByRole('row', { name: /Priya Sharma/ })).toHaveAttribute('aria-current', 'true');
  });

  it('expands the excerpt to the full chat and back', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const card = await screen.findByRole('region', { name: 'Priya Sharma' });

    await user.click(within(card).getByRole('button', { name: 'Show full chat' }));
    expect(within(card).getByRole('region', { name: 'Full chat with Priya Sharma' })).toHaveTextContent('before Diwali.');
    await user.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).getByText('Lead: Can we visit on Saturday?…')).toBeInTheDocument();
  });

  it('analyses a lead that has no current insight, and moves focus to it when it is chosen from the table', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    routes['POST /api/ai-analysis'] = () => answer.promise;
    await renderLoaded();
    await screen.findByText('Ready to buy before Diwali.');

    await user.click(within(table()).getByRole('button', { name: 'Rahul Mehta' }));

    expect(await within(insights()).findByRole('status')).toHaveTextContent('Analysing Rahul Mehta...');
    expect(within(insights()).queryByText('Ready to buy before Diwali.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chosen lead' })).toHaveFocus();
    expect(requestBody(fetchMock, fetchMock.mock.calls.findIndex(([path]) => path === '/api/ai-analysis'))).toEqual({
      name: 'Rahul Mehta',
      pastChats: 'Lead: Is the rent negotiable?',
      previousIntent: 'rent',
      leadId: 'l2',
    });
    answer.resolve(jsonResponse(200, RAHUL_ANALYSIS));
    expect(await within(insights()).findByText('Looking to rent.')).toBeInTheDocument();
    expect(within(insights()).getByText('Cold')).toBeInTheDocument();
  });

  it('keeps to the lead on screen when an earlier lead answers late', async () => {
    const user = userEvent.setup();
    const slow = deferred<Response>();
    routes['GET /api/leads/l1'] = () => slow.promise;
    await renderLoaded();

    await user.click(within(table()).getByRole('button', { name: 'Rahul Mehta' }));
    expect(await within(insights()).findByText('Looking to rent.')).toBeInTheDocument();
    await act(async () => slow.resolve(jsonResponse(200, stored(PRIYA, analysis()))));

    expect(screen.getByRole('region', { name: 'Rahul Mehta' })).toBeInTheDocument();
    expect(within(insights()).queryByText('Ready to buy before Diwali.')).not.toBeInTheDocument();
  });

  it("says the analysis failed and asks again on Retry; a 429 shows the server's message", async () => {
    const user = userEvent.setup();
    routes['GET /api/buyer-info'] = () => jsonResponse(200, { ...BUYER, leads: [RAHUL, PRIYA] });
    routes['POST /api/ai-analysis'] = () => jsonResponse(500, { statusCode: 500, code: 'internal', message: 'Boom' });
    await renderLoaded();

    expect(await screen.findByText(ANALYSIS_FAILED)).toBeInTheDocument();
    routes['POST /api/ai-analysis'] = () => jsonResponse(429, { statusCode: 429, code: 'rate_limited', message: 'Too many requests. Try again in 30 seconds.', retryAfter: 30 });
    await user.click(within(insights()).getByRole('button', { name: 'Retry' }));
    expect(await within(insights()).findByText('Too many requests. Try again in 30 seconds.')).toBeInTheDocument();
    routes['POST /api/ai-analysis'] = () => jsonResponse(200, RAHUL_ANALYSIS);
    await user.click(within(insights()).getByRole('button', { name: 'Retry' }));
    expect(await within(insights()).findByText('Looking to rent.')).toBeInTheDocument();
  });

  it('says when a lead is no longer in the book (removed by a sync), with nothing to retry', async () => {
    routes['GET /api/leads/l1'] = () => jsonResponse(404, { statusCode: 404, code: 'lead_not_found', message: 'No such lead.' });
    await renderLoaded();

    expect(await screen.findByText(LEAD_GONE)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Chosen lead' })).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('alerts once and returns home when the session has ended', async () => {
    routes['GET /api/leads/l1'] = () => refused();
    await renderLoaded();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
  });
});

describe('DashboardShell: the lead list', () => {
  it('shows each lead with its score and word, or that it is being scored', async () => {
    await renderLoaded();
    const [priya, rahul] = within(table()).getAllByRole('row').slice(1);

    expect(within(priya).getByText('82')).toBeInTheDocument();
    expect(within(priya).getByText('Hot')).toBeInTheDocument();
    expect(within(priya).getByText('Asked for a site visit')).toBeInTheDocument();
    expect(within(rahul).getByText('Being scored')).toBeInTheDocument();
  });

  it('finds leads as the agent types, and opens one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads?q=rah'] = () => jsonResponse(200, page([RAHUL]));
    await renderLoaded();

    await user.type(finder(), 'rah');
    const option = await screen.findByRole('option', { name: /Rahul Mehta/ });
    expect(option).toHaveTextContent('Not scored yet');
    expect(finder()).toHaveAttribute('aria-expanded', 'true');
    expect(calls('/api/leads?')).toEqual(['/api/leads?q=rah']);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(table()).toHaveAccessibleName(/^Leads that match your search, those whose name matches first, then sorted by score, highest first\./);

    await user.keyboard('{ArrowDown}');
    expect(finder()).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('region', { name: 'Rahul Mehta' })).toBeInTheDocument();
    expect(finder()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions on Escape, and clears the search on a second Escape', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads?q=rah'] = () => jsonResponse(200, page([RAHUL]));
    await renderLoaded();
    await user.type(finder(), 'rah');
    await screen.findByRole('option', { name: /Rahul Mehta/ });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(finder()).toHaveValue('rah');
    await user.keyboard('{Escape}');
    expect(finder()).toHaveValue('');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
  });

  it('says when nothing matches, with a way back to every lead', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads?q=zzz'] = () => jsonResponse(200, page([]));
    await renderLoaded();

    await user.type(finder(), 'zzz');
    expect(await screen.findByText('No leads match “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all leads' }));

    expect(finder()).toHaveValue('');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('filters by band, intent and sort through the server', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads?band=hot'] = () => jsonResponse(200, page([PRIYA]));
    routes['GET /api/leads?band=hot&intent=rent'] = () => jsonResponse(200, page([]));
    routes['GET /api/leads?band=hot&intent=rent&sort=name'] = () => jsonResponse(200, page([]));
    await renderLoaded();

    await user.click(screen.getByRole('button', { name: 'Hot 1' }));
    expect(screen.getByRole('button', { name: 'Hot 1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Intent'), 'rent');
    expect(await screen.findByText('No leads fit these filters yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');

    await waitFor(() => expect(calls('/api/leads?')).toEqual(['/api/leads?band=hot', '/api/leads?band=hot&intent=rent', '/api/leads?band=hot&intent=rent&sort=name']));
  });

  it('pages with the cursor: Next asks for the next page, Previous goes back to the first without asking again', async () => {
    const user = userEvent.setup();
    const third: BuyerInfoLead = { ...RAHUL, id: 'l3', name: 'Meera Iyer' };
    routes['GET /api/leads?cursor=c1'] = () => jsonResponse(200, page([third]));
    await renderLoaded();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table()).findByRole('button', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(within(table()).getByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(calls('/api/leads?')).toEqual(['/api/leads?cursor=c1']);
  });

  it('says when a page could not be loaded, keeps the last one, and asks again on Retry', async () => {
    const user = userEvent.setup();
    let answer: () => Answer = () => Promise.reject(new TypeError('Failed to fetch'));
    routes['GET /api/leads?band=hot'] = () => answer();
    await renderLoaded();

    await user.click(screen.getByRole('button', { name: 'Hot 1' }));
    expect(await screen.findByText(LIST_FAILED)).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'Rahul Mehta' })).toBeInTheDocument();
    answer = () => jsonResponse(200, page([PRIYA]));
    await user.click(within(screen.getByText(LIST_FAILED).parentElement!).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.queryByText(LIST_FAILED)).not.toBeInTheDocument());
    expect(within(table()).queryByRole('button', { name: 'Rahul Mehta' })).not.toBeInTheDocument();
  });
});

describe('DashboardShell: scoring', () => {
  it('says how many leads are still being scored, reads the totals again, and shows the new scores when done', async () => {
    jest.useFakeTimers();
    routes['GET /api/buyer-info'] = () => jsonResponse(200, { ...BUYER, totals: { ...TOTALS, pending: 1 } });
    const scored = { ...TOTALS, unscored: 0, warm: 1, pending: 0 };
    routes['GET /api/leads?limit=1'] = () => jsonResponse(200, page([PRIYA], { totals: scored }));
    routes['GET /api/leads'] = () => jsonResponse(200, page([PRIYA, { ...RAHUL, insight: { score: 55, band: 'warm', intent: 'rent', topReason: null } }], { totals: scored }));
    renderDashboard();
    await act(async () => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('1 of 2 leads still being scored. Scores appear as they are ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-score all' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTimeAsync(PROGRESS_POLL_MS));

    expect(screen.getByText('All 2 leads are scored.')).toBeInTheDocument();
    expect(calls('/api/leads')).toEqual(expect.arrayContaining(['/api/leads?limit=1', '/api/leads']));
    expect(within(table()).getByText('55')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Warm 1' })).toBeInTheDocument();
    // Nothing waits any more: no more readings.
    const readings = calls('/api/leads?limit=1').length;
    await act(async () => jest.advanceTimersByTimeAsync(3 * PROGRESS_POLL_MS));
    expect(calls('/api/leads?limit=1')).toHaveLength(readings);
  });

  it("'Re-score all' queues every lead again, and says so when the server refuses", async () => {
    const user = userEvent.setup();
    routes['POST /api/leads/rescore'] = () => jsonResponse(202, { queued: 2, totals: { ...TOTALS, pending: 2 } });
    await renderLoaded();
    expect(screen.getByText('All 2 leads are scored.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-score all' }));
    expect(await screen.findByText('2 of 2 leads still being scored. Scores appear as they are ready.')).toBeInTheDocument();
    expect(calls('/api/leads/rescore')).toHaveLength(1);
  });

  it("shows the server's message when 'Re-score all' is asked too often", async () => {
    const user = userEvent.setup();
    routes['POST /api/leads/rescore'] = () => jsonResponse(429, { statusCode: 429, code: 'rate_limited', message: 'Too many requests. Try again in 9 minutes.', retryAfter: 540 });
    await renderLoaded();

    await user.click(screen.getByRole('button', { name: 'Re-score all' }));
    expect(await screen.findByText('Too many requests. Try again in 9 minutes.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Re-score all' })).toBeEnabled();
  });
});

describe('DashboardShell: Download CSV', () => {
  let saved: { name: string; blob: Blob }[];
  const textOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs and does not follow downloads: record what the link would have saved.
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', blob });
      return `blob:${saved.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[Number(this.href.split(':').pop()) - 1].name = this.download;
    });
  });
  const download = () => screen.getByRole('button', { name: 'Download CSV' });

  it('downloads every lead the filters show, under the name the server gives, and says it is saved', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads?band=hot'] = () => jsonResponse(200, page([PRIYA]));
    const file = deferred<Response>();
    routes['GET /api/leads/export?band=hot'] = () => file.promise;
    await renderLoaded();
    expect(download()).toHaveAccessibleDescription('Every lead shown by the search and filters, with its insights.');
    await user.click(screen.getByRole('button', { name: 'Hot 1' }));
    await user.click(download());
    expect(screen.getByRole('button', { name: 'Preparing CSV...' })).toBeDisabled();
    file.resolve(fileResponse('leads-hot-2026-11-27.csv', 'Name,Score\r\nPriya Sharma,82\r\n'));
    expect(await screen.findByText('Saved leads-hot-2026-11-27.csv.')).toHaveAttribute('role', 'status');
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('leads-hot-2026-11-27.csv');
    expect(await textOf(saved[0].blob)).toBe('Name,Score\r\nPriya Sharma,82\r\n');
    expect(download()).toBeEnabled();
  });

  it.each([
    ['the server refuses too many', () => jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again in 9 minutes.', retryAfter: 540 }), 'Too many requests. Try again in 9 minutes.'],
    ['the download is cut short', () => fileResponse('leads-2026-11-27.csv', new TypeError('network error')), EXPORT_FAILED],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), EXPORT_FAILED],
  ])('says so when %s, and saves nothing', async (_case, answer, message) => {
    const user = userEvent.setup();
    routes['GET /api/leads/export'] = answer;
    await renderLoaded();
    await user.click(download());
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(saved).toEqual([]);
    expect(download()).toBeEnabled();
  });

  it('alerts and goes home when the session has ended', async () => {
    const user = userEvent.setup();
    routes['GET /api/leads/export'] = refused;
    await renderLoaded();
    await user.click(download());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([]);
  });
});
