import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { HASH_SCROLL_DELAY_MS, SETTLE_MS, useScrollOnNavigate } from './use-scroll-on-navigate.js';

function Harness() {
  useScrollOnNavigate();
  return (
    <>
      <Link to="/#whyus">Why Us</Link>
      <Link to="/joinclass">Join Classes</Link>
      <Link to="/joinclass#bookid">Book</Link>
      <section id="whyus">Why choose us</section>
      <LateSection />
    </>
  );
}

/** Stands for a page whose chunk arrives after the 100 ms: its target appears 600 ms after the navigation. */
function LateSection() {
  const { hash } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (hash !== '#bookid') return undefined;
    const timer = setTimeout(() => setShown(true), 600);
    return () => clearTimeout(timer);
  }, [hash]);
  return shown ? <section id="bookid">Booking form</section> : null;
}

let scrollIntoView: jest.Mock<(arg?: boolean | ScrollIntoViewOptions) => void>;
let scrollTo: jest.Mock<(x: number, y: number) => void>;

function prefersReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  // jsdom implements neither scrolling call.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function followWhyUs(): Promise<void> {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Harness />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'Why Us' }));
}

describe('useScrollOnNavigate', () => {
  it('waits for a target that appears after the delay (a page still loading its chunk)', async () => {
    prefersReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Book' }));
    act(() => jest.advanceTimersByTime(650)); // the section renders at 600 ms
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100)); // the next look finds it
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'bookid');
  });

  it('scrolls smoothly to the hash target 100 ms after navigating', async () => {
    prefersReducedMotion(false);
    await followWhyUs();

    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'whyus');
  });

  it('jumps without smooth scrolling when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true);
    await followWhyUs();

    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('scrolls to the hash target of the first page too', () => {
    prefersReducedMotion(false);
    render(
      <MemoryRouter initialEntries={['/#whyus']}>
        <Harness />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'whyus');
  });

  describe('while sections above the target arrive and push it down', () => {
    let resized: () => void;
    beforeEach(() => {
      // jsdom has no layout: a stand-in ResizeObserver the test fires, as a section arriving above would.
      resized = () => undefined;
      window.ResizeObserver = class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => undefined;
        }
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it('scrolls to the target again when the page grows, for a short while', async () => {
      prefersReducedMotion(false);
      await followWhyUs();
      act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      act(() => resized());
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
      expect(scrollIntoView.mock.contexts[1]).toHaveProperty('id', 'whyus');
      act(() => jest.advanceTimersByTime(SETTLE_MS));
      act(() => resized());
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    });

    it('stops following as soon as the visitor scrolls themselves', async () => {
      prefersReducedMotion(false);
      await followWhyUs();
      act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
      window.dispatchEvent(new Event('wheel'));
      act(() => resized());
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });
  });

  it('starts a new page at the top and leaves the first page where the browser put it', async () => {
    prefersReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Join Classes' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
