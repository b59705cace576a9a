import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from './use-scroll-on-navigate.js';
import { RouteErrorBoundary } from './RouteError.js';
import { AppRoutes, matchPage } from './routes.js';

let navigate: NavigateFunction;

function CaptureNavigate() {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

function renderRoutes(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CaptureNavigate />
      <AppRoutes />
    </MemoryRouter>,
  );
}

let scrollIntoView: jest.Mock<(arg?: boolean | ScrollIntoViewOptions) => void>;

beforeEach(() => {
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('routes', () => {
  it('renders each page inside the layout with one h1 and its title', async () => {
    renderRoutes('/joinclass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a live class' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
    await waitFor(() => expect(document.title).toBe('Join a Live Class | Averra AI'));
  });

  it('renders the not-found page for an unknown path', async () => {
    renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: /couldn't find that page/i })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Averra AI'));
  });

  it('sends the spec’s dead links to the pages that exist', async () => {
    renderRoutes('/contactus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk to the team' })).toBeInTheDocument();
  });

  it('matches every registered page, and nothing else, to a page', () => {
    expect(matchPage('/contact')?.page.path).toBe('/contact');
    expect(matchPage('/nope')?.page.path).toBe('*');
    expect(matchPage('/contactus')).toBeUndefined();
  });

  it('scrolls smoothly to the hash target after the delay', async () => {
    renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    jest.useFakeTimers();
    try {
      act(() => navigate('/#whyus'));
      act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveProperty('id', 'whyus');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the unexpected error screen with the error text when a page throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Lead list failed to load');
    }
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Lead list failed to load')).toBeInTheDocument();
  });
});
