import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { UkCurriculumPage } from './UkCurriculumPage.js';

const BOOKING = '/joinclass?course=uk-curriculum#bookid';

describe('UkCurriculumPage', () => {
  it('brings its own skip link, header, main and footer, with one h1', () => {
    renderWithRouter(<UkCurriculumPage />, '/ukcurriculum');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UK curriculum tutoring');

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2025');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/privacy', '/terms', '/cookie']);
  });

  it('names the levels and the four exam boards in the hero', () => {
    renderWithRouter(<UkCurriculumPage />, '/ukcurriculum');
    const hero = screen.getByRole('region', { name: /UK curriculum tutoring/ });
    expect(hero).toHaveTextContent(/KS3, GCSE and A-Level/);
    const boards = within(hero).getByRole('list', { name: 'Exam boards we teach' });
    expect(within(boards).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Edexcel', 'AQA', 'OCR', 'Cambridge']);
  });

  it('has the anchored sections, three feature cards and the free lesson invitation', () => {
    const { container } = renderWithRouter(<UkCurriculumPage />, '/ukcurriculum');
    expect(container.querySelector('#subjects')).toHaveAccessibleName('Seven subjects, taught to your exam board');
    expect(container.querySelector('#why-us')).toHaveAccessibleName('Why Parents Choose Us');
    const features = screen.getByRole('region', { name: 'What every student gets' });
    expect(within(features).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1-on-1 live tutors',
      'Bi-weekly progress reports',
      'Free emotional wellbeing tracker',
    ]);
    const invitation = screen.getByRole('region', { name: /first lesson is free/ });
    expect(within(invitation).getByRole('link', { name: 'Book a Free Lesson' })).toHaveAttribute('href', BOOKING);
  });

  it('offers e-mail and phone actions with the company details, and an FAQ that works without JavaScript', () => {
    const { container } = renderWithRouter(<UkCurriculumPage />, '/ukcurriculum');
    const touch = screen.getByRole('region', { name: 'Get In Touch' });
    expect(within(touch).getByRole('link', { name: 'Send e-mail' })).toHaveAttribute('href', 'mailto:hello@averra.ai');
    expect(within(touch).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+918047182290');

    const faq = screen.getByRole('region', { name: 'Questions parents ask' });
    expect(container.querySelectorAll('details')).toHaveLength(6);
    expect(faq).toHaveTextContent('$69 per month');
    expect(faq).toHaveTextContent('every two weeks');
  });
});
