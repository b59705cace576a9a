import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEACHING_PROGRAMS } from '../../content/teaching-programs.js';

const PUBLIC_DIR = join(process.cwd(), 'client', 'public');

describe('teaching carousel images', () => {
  const slides = Object.values(TEACHING_PROGRAMS).flatMap((program) => program.slides);

  it.each(slides.map((slide) => [slide.src, slide] as const))('%s is a well-formed SVG of the declared size', (src, slide) => {
    const text = readFileSync(join(PUBLIC_DIR, src), 'utf8');
    // A stray "&" or "<" in a label makes the browser show a broken image, so parse it as XML.
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.getAttribute('width')).toBe(String(slide.width));
    expect(root.getAttribute('height')).toBe(String(slide.height));
    expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(slide.alt.length).toBeGreaterThan(20);
  });
});
