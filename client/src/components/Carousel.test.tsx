import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselSlide } from './Carousel.js';

const SLIDES: CarouselSlide[] = [
  { type: 'image', src: '/a.svg', alt: 'Lead list', width: 800, height: 500 },
  { type: 'video', src: '/b.webm', poster: '/b.svg', alt: 'Two-minute tour', width: 800, height: 500 },
  { type: 'image', src: '/c.svg', alt: 'Insight card', width: 800, height: 500 },
];

const visibleSlide = () => screen.getAllByRole('tabpanel', { hidden: true }).findIndex((panel) => !panel.hidden);

describe('Carousel', () => {
  it('starts on the first slide and does not advance by itself', () => {
    jest.useFakeTimers();
    render(<Carousel label="Product screens" slides={SLIDES} thumbnails={[0, 2]} />);
    expect(visibleSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(60_000));
    expect(visibleSlide()).toBe(0);
    jest.useRealTimers();
  });

  it('changes slide when a dot or a thumbnail is chosen', async () => {
    render(<Carousel label="Product screens" slides={SLIDES} thumbnails={[0, 2]} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Slide 2' }));
    expect(visibleSlide()).toBe(1);
    expect(screen.getByRole('tab', { name: 'Slide 2' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3: Insight card' }));
    expect(visibleSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3: Insight card' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders image and video slides with their size reserved', () => {
    render(<Carousel label="Product screens" slides={SLIDES} />);
    const image = screen.getByRole('img', { name: 'Lead list' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/b.svg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('is keyboard operable: arrows, Home and End move between slides', async () => {
    render(<Carousel label="Product screens" slides={SLIDES} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Slide 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe(1);
    expect(screen.getByRole('tab', { name: 'Slide 2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(visibleSlide()).toBe(2);
    await userEvent.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toBe(2);
    await userEvent.keyboard('{Home}');
    expect(visibleSlide()).toBe(0);
  });
});
