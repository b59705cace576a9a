import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { AirePage } from './AirePage.js';

describe('/products/aire', () => {
  it('links LAUNCH PORTAL to the licence sign-in and shows the monthly price', () => {
    renderWithRouter(<AirePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lead Sentiment Analysis');
    for (const link of screen.getAllByRole('link', { name: /launch portal/i })) {
      expect(link).toHaveAttribute('href', '/products/aireland');
    }
    expect(screen.getByText('per month', { selector: '.product-hero__price' })).toHaveTextContent('$69 per month');
  });

  it('has the benefits and details anchors', () => {
    const { container } = renderWithRouter(<AirePage />);
    expect(container.querySelector('#benefits')).toHaveAccessibleName('How it can help?');
    expect(container.querySelector('#details')).toHaveAccessibleName('What you get with a licence');
  });

  it('plays the third slide as a video that loads nothing until asked', async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<AirePage />);

    await user.click(screen.getByRole('tab', { name: 'Slide 3' }));

    const video = container.querySelector('video');
    expect(video).toBeVisible();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/images/products/aire-3.svg');
    expect(video).toHaveAttribute('src', '/images/products/aire-walkthrough.webm');
  });
});
