import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { TOOL_PAGES } from '../../content/products-tools.js';
import { AifiPage } from './AifiPage.js';
import { AigoPage } from './AigoPage.js';
import { AinaPage } from './AinaPage.js';
import { AiplPage } from './AiplPage.js';

describe.each([
  ['aifi', AifiPage, 60],
  ['aigo', AigoPage, 80],
  ['aina', AinaPage, 55],
  ['aipl', AiplPage, 30],
] as const)('/products/%s', (id, Page, percent) => {
  const tool = TOOL_PAGES[id];

  it('has the hero: one h1, powered-by badge, four features, the monthly price and early access via /contact', () => {
    renderWithRouter(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tool.title);
    expect(screen.getByText(tool.poweredBy)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Key features' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('per month', { selector: '.product-hero__price' })).toHaveTextContent('$69 per month');
    const early = screen.getAllByRole('link', { name: /get early access/i });
    expect(early).toHaveLength(2);
    for (const link of early) expect(link).toHaveAttribute('href', '/contact');
  });

  it('shows three benefit cards and the launch details with its fixed progress', () => {
    renderWithRouter(<Page />);
    const benefits = screen.getByRole('region', { name: 'How it can help?' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const launch = screen.getByRole('region', { name: 'Product Launch Details' });
    const bar = within(launch).getByRole('progressbar', { name: 'Development progress' });
    expect(bar).toHaveAttribute('value', String(percent));
    expect(bar).toHaveAttribute('max', '100');
    expect(within(launch).getByText(`${percent}% complete`)).toBeInTheDocument();
    expect(within(launch).getByText('Launching Soon')).toBeInTheDocument();
    expect(within(launch).getByRole('list', { name: 'System Flow' }).children).toHaveLength(4);
  });

  it('has a three-slide carousel with dots and thumbnails for slides 1 and 3', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Page />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    const thumbs = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label')?.slice(0, 12))).toEqual(['Show slide 1', 'Show slide 3']);

    await user.click(thumbs[1]);

    expect(screen.getByRole('tab', { name: 'Slide 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: tool.slides[2].alt })).toBeVisible();
  });
});
