import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiAnalysis, AiAnalysisBatchResponse, BuyerInfo, Lead } from '../../../../shared/api.js';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { sortedRows } from './AnalyzeAllLeads.js';
import { DashboardShell } from './DashboardShell.js';
import { renderPortal } from './test-router.js';
import { BATCH_FAILED } from './use-analyze-all.js';

/** 25 leads (two batches: 20, then 5); lead i scores 10 + 3i, except Lead 5, which ties Lead 20 at 70. */
const LEADS: Lead[] = Array.from({ length: 25 }, (_, index) => {
  const n = index + 1;
  return {
    id: `l${n}`,
    name: `Lead ${n}`,
    pastChats: `Lead: chat ${n}`,
    pastChatsShort: `Lead: chat ${n}`,
    pastChatsWordCount: 3,
    previousIntent: 'buy',
    intentIncludesBuy: true,
  };
});
const BUYER: BuyerInfo = { buyerName: 'Asha Verma', leads: LEADS };

const scoreOf = (id: string) => (id === 'l5' ? 70 : 10 + 3 * Number(id.slice(1)));

const analysisOf = (id: string): AiAnalysis => ({
  predictedIntent: scoreOf(id) > 70 ? 'buy' : 'rent',
  leadScore: scoreOf(id),
  topNeeds: id === 'l24' ? [] : [`Need of ${id}`, 'Other need'],
  summary: `Summary of ${id}`,
  nextBestAction: `Call ${id} today.`,
  factors: [],
  source: 'offline',
});

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `l${from + index}`);
const batch = (leadIds: string[], missing: string[] = []): AiAnalysisBatchResponse => ({
  results: leadIds.filter((id) => !missing.includes(id)).map((leadId) => ({ leadId, analysis: analysisOf(leadId) })),
  missing,
});
const FIRST = ids(1, 20);
const SECOND = ids(21, 25);

let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const batchCalls = () => fetchMock.mock.calls.flatMap(([path], index) => (path === '/api/ai-analysis/batch' ? [index] : []));
const batchBody = (nth: number) => requestBody(fetchMock, batchCalls()[nth]);
const section = () => screen.getByRole('region', { name: 'All leads' });
const analyzeAll = () => within(section()).getByRole('button', { name: 'Analyze all leads' });
const progress = () => within(section()).getByRole('progressbar');
const table = () => within(section()).getByRole('table');
const rowNames = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);

/** Buyer info and the first lead's insights, loaded. */
async function renderLoaded(buyer: BuyerInfo = BUYER) {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, buyer)).mockResolvedValueOnce(jsonResponse(200, analysisOf('l1')));
  renderPortal(<DashboardShell />, '/products/airedashboard');
  await within(await screen.findByRole('region', { name: 'AI insights' })).findByText('13');
}

/** Presses 'Analyze all leads' with the first batch answered and the second left pending. */
async function analyseFirstBatch(user: ReturnType<typeof userEvent.setup>) {
  const second = deferred<Response>();
  fetchMock.mockResolvedValueOnce(jsonResponse(200, batch(FIRST))).mockReturnValueOnce(second.promise);
  await user.click(analyzeAll());
  await within(section()).findByText('Analysed 20 of 25 leads');
  return second;
}

describe('Analyze all leads', () => {
  it('shows progress and fills a table sorted by score as the two batches land', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(within(section()).queryByRole('progressbar')).not.toBeInTheDocument();
    const first = deferred<Response>();
    const second = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);

    await user.click(analyzeAll());

    expect(batchBody(0)).toEqual({ leadIds: FIRST });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/ai-analysis/batch', expect.objectContaining({ method: 'POST', signal: expect.any(AbortSignal) }));
    expect(progress()).toHaveAccessibleName('Analysed 0 of 25 leads');
    expect(analyzeAll()).toBeDisabled();
    expect(within(section()).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await act(async () => first.resolve(jsonResponse(200, batch(FIRST))));

    expect(progress()).toHaveAccessibleName('Analysed 20 of 25 leads');
    expect(progress()).toHaveAttribute('value', '20');
    expect(progress()).toHaveAttribute('max', '25');
    expect(within(section()).getAllByRole('status')[0]).toHaveTextContent('Analysed 20 of 25 leads');
    expect(table()).toHaveAttribute('aria-busy', 'true');
    // Lead 5 ties Lead 20 at 70: by name, 'Lead 20' comes first.
    expect(rowNames()).toEqual(['Lead 20', 'Lead 5', 'Lead 19', 'Lead 18', 'Lead 17', 'Lead 16', 'Lead 15', 'Lead 14', 'Lead 13', 'Lead 12', 'Lead 11', 'Lead 10', 'Lead 9', 'Lead 8', 'Lead 7', 'Lead 6', 'Lead 4', 'Lead 3', 'Lead 2', 'Lead 1']);
    expect(batchBody(1)).toEqual({ leadIds: SECOND });

    await act(async () => second.resolve(jsonResponse(200, batch(SECOND, ['l25']))));

    expect(progress()).toHaveAccessibleName('Analysed 25 of 25 leads');
    expect(rowNames().slice(0, 5)).toEqual(['Lead 24', 'Lead 23', 'Lead 22', 'Lead 21', 'Lead 20']);
    expect(rowNames()).toHaveLength(24);
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lead', 'Intent', 'Score', 'Top need', 'Next action']);
    expect(within(table()).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['buy', '82High', '—', 'Call l24 today.']);
    const lead5 = within(table()).getByRole('button', { name: 'Lead 5' }).closest('tr');
    expect(lead5?.querySelector('.portal-score-badge')).toHaveClass('portal-score--medium');
    expect(lead5).toHaveTextContent('70Medium');
    expect(within(table()).getByText('Need of l5')).toBeInTheDocument();
    expect(table()).toHaveAccessibleName(/sorted by score, highest first, so you see whom to call first/i);
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(within(section()).getByRole('heading', { name: 'Skipped (1)' }).parentElement).toHaveTextContent('Lead 25');
    expect(within(section()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(analyzeAll()).toBeEnabled();
    expect(batchCalls()).toHaveLength(2);
  });

  it('keeps the finished rows when cancelled, and ignores the answer still in flight', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const second = await analyseFirstBatch(user);
    const signal = fetchMock.mock.calls[batchCalls()[1] ?? -1]?.[1]?.signal;

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));

    expect(signal?.aborted).toBe(true);
    expect(within(section()).getByText(/^Cancelled\. The leads analysed so far are kept/)).toBeInTheDocument();
    expect(progress()).toHaveAccessibleName('Analysed 20 of 25 leads');
    expect(rowNames()).toHaveLength(20);
    expect(analyzeAll()).toBeEnabled();
    expect(within(section()).getByRole('button', { name: 'Resume' })).toBeEnabled();

    await act(async () => second.resolve(jsonResponse(200, batch(SECOND))));

    expect(rowNames()).toHaveLength(20);
    expect(progress()).toHaveAccessibleName('Analysed 20 of 25 leads');
  });

  it('waits out a 429 with a countdown, then asks for the same batch again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderLoaded();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, batch(FIRST)))
      .mockResolvedValueOnce(jsonResponse(429, { statusCode: 429, code: 'rate_limited', message: 'Too many batches.', retryAfter: 3 }));

    await user.click(analyzeAll());

    expect(await within(section()).findByRole('timer')).toHaveTextContent('Continuing in 3 s');
    expect(within(section()).getByText(/^Too many requests at once/)).toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);
    expect(batchCalls()).toHaveLength(2);

    await act(async () => jest.advanceTimersByTime(1000));
    expect(within(section()).getByRole('timer')).toHaveTextContent('Continuing in 2 s');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(within(section()).getByRole('timer')).toHaveTextContent('Continuing in 1 s');
    expect(batchCalls()).toHaveLength(2);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, batch(SECOND)));
    await act(async () => jest.advanceTimersByTime(1000));

    expect(batchCalls()).toHaveLength(3);
    expect(batchBody(2)).toEqual({ leadIds: SECOND });
    expect(within(section()).queryByRole('timer')).not.toBeInTheDocument();
    expect(progress()).toHaveAccessibleName('Analysed 25 of 25 leads');
    expect(rowNames()).toHaveLength(25);
  });

  it('stops on a failure with a message, and Resume goes on from the first lead not analysed', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, batch(FIRST)))
      .mockResolvedValueOnce(jsonResponse(503, { statusCode: 503, code: 'unavailable', message: 'Down' }));

    await user.click(analyzeAll());

    expect(await within(section()).findByRole('alert')).toHaveTextContent(`${BATCH_FAILED} Resume goes on from lead 21.`);
    expect(rowNames()).toHaveLength(20);
    expect(progress()).toHaveAccessibleName('Analysed 20 of 25 leads');
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);

    await user.click(within(section()).getByRole('button', { name: 'Resume' }));

    expect(batchCalls()).toHaveLength(3);
    expect(batchBody(2)).toEqual({ leadIds: SECOND });
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);

    await act(async () => pending.resolve(jsonResponse(200, batch(SECOND))));

    expect(progress()).toHaveAccessibleName('Analysed 25 of 25 leads');
    expect(rowNames()).toHaveLength(25);
  });

  it('alerts and returns to the home page when the session is gone (401)', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in first' }));

    await user.click(analyzeAll());

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(batchCalls()).toHaveLength(1);
  });

  it('selects a lead chosen in the table and brings its card into view', async () => {
    const scrollIntoView = jest.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    await renderLoaded();
    await analyseFirstBatch(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, analysisOf('l5')));

    within(table()).getByRole('button', { name: 'Lead 5' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('combobox', { name: 'Lead' })).toHaveValue('l5');
    const card = screen.getByRole('region', { name: 'Lead 5' });
    expect(card).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(await within(screen.getByRole('region', { name: 'AI insights' })).findByText('Call l5 today.')).toBeInTheDocument();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('is not offered when the buyer has no leads', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { buyerName: 'Asha Verma', leads: [] }));
    renderPortal(<DashboardShell />, '/products/airedashboard');

    await screen.findByRole('region', { name: 'No leads yet' });

    expect(screen.queryByRole('button', { name: 'Analyze all leads' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All leads' })).not.toBeInTheDocument();
  });
});

describe('sortedRows', () => {
  it('puts the highest score first, equal scores by name, and leaves out leads not analysed', () => {
    const leads = LEADS.slice(0, 4).map((lead, index) => ({ ...lead, name: ['Zoe', 'Amir', 'Maya', 'Bela'][index] ?? lead.name }));
    const results = new Map<string, AiAnalysis>([
      ['l1', { ...analysisOf('l1'), leadScore: 50 }],
      ['l2', { ...analysisOf('l2'), leadScore: 50 }],
      ['l4', { ...analysisOf('l4'), leadScore: 90 }],
    ]);

    expect(sortedRows(leads, results).map((row) => row.lead.name)).toEqual(['Bela', 'Amir', 'Zoe']);
  });
});
