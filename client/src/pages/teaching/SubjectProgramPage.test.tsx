import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseLabel } from '../../../../shared/courses.js';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { SubjectProgramPage } from './SubjectProgramPage.js';

const FEATURES: Record<string, string[]> = {
  'math-teach': ['60+ hours of live classes', '300+ worksheets', '12 mock exams'],
  'physics-teach': ['50+ hours of live classes', '200+ worksheets', '10 mock exams'],
  'chemistry-teach': ['40+ virtual lab experiments', '150+ worksheets', '8 mock exams'],
  'biology-teach': ['50+ hours of live classes', '200+ worksheets', '10 mock exams'],
  'science-teach': ['50+ hours of live classes', '200+ worksheets', '10 mock exams'],
  'english-teach': [],
};

const COURSE_IDS: Record<string, string> = {
  'math-teach': 'math-tutoring',
  'physics-teach': 'physics-tutoring',
  'chemistry-teach': 'chemistry-tutoring',
  'biology-teach': 'biology-tutoring',
  'science-teach': 'science-tutoring',
  'english-teach': 'english-tutoring',
};

const render = (slug: string) => renderWithRouter(<SubjectProgramPage />, `/services/teaching/${slug}`);

describe('SubjectProgramPage', () => {
  it.each(Object.keys(COURSE_IDS))('%s shows one h1, the price and ENROLL NOW with its course chosen', (slug) => {
    render(slug);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText((_, el) => el?.className === 'program-hero__price' && el.textContent === '$69 per month')).toHaveLength(1);

    const courseId = COURSE_IDS[slug];
    expect(courseLabel(courseId)).toBeDefined();
    const enrolLinks = screen.getAllByRole('link', { name: /^ENROLL NOW/ });
    expect(enrolLinks.length).toBeGreaterThan(0);
    for (const link of enrolLinks) expect(link).toHaveAttribute('href', `/joinclass?course=${courseId}#bookid`);
  });

  it.each(Object.keys(COURSE_IDS))('%s lists the exam boards, with AP only for biology', (slug) => {
    render(slug);
    const boards = screen.getByRole('list', { name: /exam boards/ });
    const names = within(boards).getAllByRole('listitem').map((item) => item.textContent);
    expect(names.slice(0, 5)).toEqual(['IGCSE', 'GCSE', 'IB', 'CBSE', 'ICSE']);
    expect(names.includes('AP')).toBe(slug === 'biology-teach');
    expect(within(screen.getByRole('list', { name: /topics/ })).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it.each(Object.entries(FEATURES))('%s states the spec’s Course Features exactly', (slug, features) => {
    render(slug);
    const details = screen.getByRole('region', { name: /what the .* program covers/i });
    const list = within(details).getByRole('heading', { name: 'Course Features' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    for (const feature of features) expect(items).toContain(feature);
    expect(items).toContain('Progress reports every 2 weeks');
  });

  it('has a three-slide carousel with thumbnails for slides 1 and 3, changed only by the visitor', async () => {
    const user = userEvent.setup();
    render('physics-teach');
    const carousel = screen.getByRole('region', { name: /physics tutoring in pictures/i });
    expect(within(carousel).getAllByRole('tab')).toHaveLength(3);
    const thumbs = within(carousel).getAllByRole('button', { name: /^Show slide/ });
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Show slide 1:/),
      expect.stringMatching(/^Show slide 3:/),
    ]);
    expect(within(carousel).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(thumbs[1]);
    expect(within(carousel).getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    const visible = within(carousel).getAllByRole('img').find((img) => !img.closest('[hidden]') && !img.closest('button'));
    expect(visible).toHaveAttribute('src', '/images/teaching/physics-progress.svg');
    expect(visible).toHaveAttribute('width', '960');
    expect(visible).toHaveAttribute('height', '640');
  });

  it('links back to the subject list', () => {
    render('english-teach');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('ServicesSchool tutoringEnglish');
    expect(screen.getByRole('link', { name: 'Compare all subjects' })).toHaveAttribute('href', '/services/teaching');
  });

  it('finds its program however the path is cased or terminated', () => {
    renderWithRouter(<SubjectProgramPage />, '/services/teaching/Math-Teach/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mathematics tutoring');
  });
});
