import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiAnalysis, BuyerInfo } from '../../../../shared/api.js';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { DashboardShell } from './DashboardShell.js';
import { renderPortal } from './test-router.js';
import { ANALYSIS_FAILED } from './use-lead-analysis.js';

const BUYER: BuyerInfo = {
  buyerName: 'Asha Verma',
  leads: [
    {
      id: 'l1',
      name: 'Priya Sharma',
      pastChats: 'Lead: Can we visit on Saturday? I want to buy a 2BHK before Diwali.\nAgent: Yes, 11 am works.',
      pastChatsShort: 'Lead: Can we visit on Saturday?…',
      pastChatsWordCount: 18,
      previousIntent: 'buy',
      intentIncludesBuy: true,
    },
    { id: 'l2', name: 'Rahul Mehta', pastChats: 'Lead: Is the rent negotiable?', pastChatsShort: 'Lead: Is the rent negotiable?', pastChatsWordCount: 5, previousIntent: 'rent', intentIncludesBuy: false },
  ],
};

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

const RAHUL = analysis({ predictedIntent: 'rent', leadScore: 35, summary: 'Looking to rent.', topNeeds: ['Lower rent'], factors: [] });
const refused = () => jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in first' });

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
});

const renderDashboard = () => renderPortal(<DashboardShell />, '/products/airedashboard');
const insights = () => screen.getByRole('region', { name: 'AI insights' });
const leadCard = () => screen.getByRole('region', { name: /Priya Sharma|Rahul Mehta/ });
const analysisCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/ai-analysis');

/** Buyer info, then the first lead's analysis (or whatever `first` answers). */
async function renderLoaded(first: Response | Promise<Response> = jsonResponse(200, analysis())) {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, BUYER)).mockReturnValueOnce(Promise.resolve(first));
  renderDashboard();
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' });
}

describe('DashboardShell: frame', () => {
  it('shows a loading state, then welcomes the buyer with Home and Logout', async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise).mockResolvedValueOnce(jsonResponse(200, analysis()));
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/buyer-info', expect.objectContaining({ credentials: 'same-origin' }));

    pending.resolve(jsonResponse(200, BUYER));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByText('Total Leads').nextElementSibling).toHaveTextContent('2');
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the session is refused', () => fetchMock.mockResolvedValueOnce(refused())],
    ['the network fails', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('alerts and returns to the home page when %s', async (_case, arrange) => {
    arrange();
    renderDashboard();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('logs out on the server and returns home', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    fetchMock.mockResolvedValueOnce(jsonResponse(204));

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('still returns home when the logout call fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLoaded();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('explains where leads come from, with a way to get in touch, when the buyer has none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { buyerName: 'Asha Verma', leads: [] }));
    renderDashboard();

    const empty = await screen.findByRole('region', { name: 'No leads yet' });
    expect(empty).toHaveTextContent(/admin imports them or syncs your agency’s Google Sheet/);
    expect(within(empty).getByRole('link', { name: 'hello@averra.ai' })).toHaveAttribute('href', expect.stringMatching(/^mailto:hello@averra\.ai/));
    expect(within(empty).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Total Leads').nextElementSibling).toHaveTextContent('0');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI insights' })).not.toBeInTheDocument();
    expect(analysisCalls()).toHaveLength(0);
  });
});

describe('DashboardShell: the lead', () => {
  it('lists the leads in a labelled dropdown with the first one selected', async () => {
    await renderLoaded();

    const picker = screen.getByRole('combobox', { name: 'Lead' });
    expect(picker).toHaveValue('l1');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Priya Sharma', 'Rahul Mehta']);
  });

  it('shows the lead card: name, Buy badge, previous intent, word count and chat excerpt', async () => {
    await renderLoaded();

    const card = screen.getByRole('region', { name: 'Priya Sharma' });
    expect(within(card).getByText('Buy')).toHaveClass('badge');
    expect(within(card).getByText('Previous intent').nextElementSibling).toHaveTextContent('buy');
    expect(within(card).getByText('18 words')).toBeInTheDocument();
    expect(within(card).getByText('Lead: Can we visit on Saturday?…')).toBeInTheDocument();
  });

  it('expands the excerpt to the full chat and back', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'Show full chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    const full = screen.getByRole('region', { name: 'Full chat with Priya Sharma' });
    expect(full).toHaveTextContent('I want to buy a 2BHK before Diwali.');
    expect(full).toHaveAttribute('tabindex', '0');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show less');
    expect(toggle).toHaveAttribute('aria-controls', full.id);

    await user.click(toggle);

    expect(screen.queryByRole('region', { name: 'Full chat with Priya Sharma' })).not.toBeInTheDocument();
    expect(screen.getByText('Lead: Can we visit on Saturday?…')).toBeInTheDocument();
  });

  it('has no Buy badge and no expand button for a short chat without buy intent', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, RAHUL));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lead' }), 'l2');

    const card = screen.getByRole('region', { name: 'Rahul Mehta' });
    expect(within(card).queryByText('Buy')).not.toBeInTheDocument();
    expect(within(card).getByText('5 words')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Show full chat' })).not.toBeInTheDocument();
  });
});

describe('DashboardShell: AI insights', () => {
  it('analyses the first lead on load, showing a busy status until the answer comes', async () => {
    const pending = deferred<Response>();
    await renderLoaded(pending.promise);

    expect(insights()).toHaveAttribute('aria-live', 'polite');
    expect(insights()).toHaveAttribute('aria-busy', 'true');
    expect(within(insights()).getByRole('status')).toHaveTextContent('Analysing Priya Sharma...');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/ai-analysis', expect.objectContaining({ method: 'POST', signal: expect.any(AbortSignal) }));
    expect(requestBody(fetchMock, 1)).toEqual({ name: 'Priya Sharma', pastChats: BUYER.leads[0]?.pastChats, previousIntent: 'buy', leadId: 'l1' });

    await act(async () => pending.resolve(jsonResponse(200, analysis())));

    expect(insights()).toHaveAttribute('aria-busy', 'false');
    expect(within(insights()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows score, level, predicted intent, top needs, summary, next best action, factors and source', async () => {
    await renderLoaded();

    const card = await screen.findByRole('region', { name: 'AI insights' });
    await within(card).findByText('82');
    expect(within(card).getByText('High')).toBeInTheDocument();
    expect(within(card).getByText('Predicted intent').nextElementSibling).toHaveTextContent('buy');
    expect(within(card).getByText('Budget').nextElementSibling).toHaveTextContent('Not stated');
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2BHK',
      'Site visit',
      'Asked for a site visit+20 points',
      'No budget mentioned\u22126 points',
    ]);
    expect(within(card).getByText('Ready to buy before Diwali.')).toBeInTheDocument();
    expect(within(card).getByText('Confirm the Saturday visit.')).toBeInTheDocument();
    expect(within(card).getByText('\u22126 points')).toHaveClass('portal-factors__impact--down');
    expect(within(card).getByText('Analysed by: Offline analyzer')).toBeInTheDocument();
  });

  it.each([
    [{ amount: 30_000_000, from: 25_000_000, currency: 'INR', period: 'total' }, '₹2.5–3 crore'],
    [{ amount: 450_000, from: null, currency: 'GBP', period: 'total' }, '£450,000'],
    [{ amount: 2_000, from: null, currency: 'USD', period: 'month' }, '$2,000 a month'],
  ] as const)('shows a stated budget in its market form with its currency: %j', async (budget, shown) => {
    await renderLoaded(jsonResponse(200, analysis({ budget })));

    const card = await screen.findByRole('region', { name: 'AI insights' });
    await within(card).findByText('82');
    expect(within(card).getByText('Budget').nextElementSibling).toHaveTextContent(shown);
  });

  it('labels a seller\'s or a landlord\'s figure "Asking", not "Budget"', async () => {
    await renderLoaded(jsonResponse(200, analysis({ predictedIntent: 'sell', budget: { amount: 16_000, from: null, currency: 'INR', period: 'month' } })));

    const card = await screen.findByRole('region', { name: 'AI insights' });
    await within(card).findByText('82');
    expect(within(card).queryByText('Budget')).not.toBeInTheDocument();
    expect(within(card).getByText('Asking').nextElementSibling).toHaveTextContent('₹16,000 a month');
  });

  it('names the licence market beside the welcome', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...BUYER, market: 'in' })).mockResolvedValueOnce(jsonResponse(200, analysis()));
    renderDashboard();

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' });
    expect(screen.getByText('Lead dashboard · India')).toBeInTheDocument();
  });

  it('clears the analysis as soon as another lead is chosen, and asks for that lead', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await within(insights()).findByText('82');
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lead' }), 'l2');

    expect(within(insights()).queryByText('82')).not.toBeInTheDocument();
    expect(within(insights()).getByRole('status')).toHaveTextContent('Analysing Rahul Mehta...');
    expect(leadCard()).toHaveAccessibleName('Rahul Mehta');
    expect(requestBody(fetchMock, 2)).toEqual({ name: 'Rahul Mehta', pastChats: 'Lead: Is the rent negotiable?', previousIntent: 'rent', leadId: 'l2' });

    await act(async () => pending.resolve(jsonResponse(200, RAHUL)));

    expect(within(insights()).getByText('35')).toBeInTheDocument();
    expect(within(insights()).getByText('Looking to rent.')).toBeInTheDocument();
  });

  it('ignores an answer that arrives for a lead no longer selected', async () => {
    const user = userEvent.setup();
    const forPriya = deferred<Response>();
    const forRahul = deferred<Response>();
    await renderLoaded(forPriya.promise);
    fetchMock.mockReturnValueOnce(forRahul.promise);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lead' }), 'l2');
    const priyaSignal = fetchMock.mock.calls[1]?.[1]?.signal;
    expect(priyaSignal?.aborted).toBe(true);

    // Priya's late answer lands while Rahul's is pending: still loading, nothing of Priya's shown.
    await act(async () => forPriya.resolve(jsonResponse(200, analysis())));
    expect(within(insights()).getByRole('status')).toHaveTextContent('Analysing Rahul Mehta...');
    expect(within(insights()).queryByText('82')).not.toBeInTheDocument();

    await act(async () => forRahul.resolve(jsonResponse(200, RAHUL)));
    expect(within(insights()).getByText('35')).toBeInTheDocument();
    expect(within(insights()).queryByText('Ready to buy before Diwali.')).not.toBeInTheDocument();
  });

  it('keeps the newer answer when the older one lands after it', async () => {
    const user = userEvent.setup();
    const forPriya = deferred<Response>();
    await renderLoaded(forPriya.promise);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, RAHUL));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lead' }), 'l2');
    await within(insights()).findByText('35');
    await act(async () => forPriya.resolve(jsonResponse(200, analysis())));

    expect(within(insights()).getByText('35')).toBeInTheDocument();
    expect(within(insights()).queryByText('82')).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('says the analysis failed and asks again on Retry', async () => {
    const user = userEvent.setup();
    await renderLoaded(jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'Down' }));

    expect(await within(insights()).findByText(ANALYSIS_FAILED)).toBeInTheDocument();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);

    await user.click(within(insights()).getByRole('button', { name: 'Retry' }));

    expect(within(insights()).queryByText(ANALYSIS_FAILED)).not.toBeInTheDocument();
    expect(within(insights()).getByRole('status')).toHaveTextContent('Analysing Priya Sharma...');
    expect(analysisCalls()).toHaveLength(2);
    expect(requestBody(fetchMock, 2)).toEqual(requestBody(fetchMock, 1));

    await act(async () => pending.resolve(jsonResponse(200, analysis())));
    expect(within(insights()).getByText('82')).toBeInTheDocument();
  });

  it('says the analysis failed when the network fails', async () => {
    await renderLoaded(Promise.reject(new TypeError('Failed to fetch')));

    expect(await within(insights()).findByText(ANALYSIS_FAILED)).toBeInTheDocument();
    expect(within(insights()).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("shows the server's message on a 429", async () => {
    await renderLoaded(jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many analyses. Try again in 30 seconds.', retryAfter: 30 }));

    expect(await within(insights()).findByText('Too many analyses. Try again in 30 seconds.')).toBeInTheDocument();
    expect(within(insights()).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('alerts and returns to the home page when the analysis is refused (401)', async () => {
    await renderLoaded(refused());

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });
});
