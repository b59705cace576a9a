import { needShown } from './need-match.js';

describe('needShown', () => {
  it('finds room counts however the card words them, but only the right count', () => {
    expect(needShown('beds', '3', ['3 bedrooms', 'Fremont'])).toBe(true);
    expect(needShown('beds', '3', ['3+ bedrooms'])).toBe(true);
    expect(needShown('beds', '3', ['Three-bed apartment'])).toBe(true);
    expect(needShown('beds', '3', ['2 bedrooms', '3 bathrooms'])).toBe(false);
    expect(needShown('beds', '1', ['1 bedroom'])).toBe(true);
    expect(needShown('baths', '2', ['2 bathrooms'])).toBe(true);
    expect(needShown('baths', '2', ['2 bedrooms'])).toBe(false);
    expect(needShown('baths', '1.5', ['1.5 baths'])).toBe(true);
    expect(needShown('baths', '1.5', ['105 baths'])).toBe(false);
  });

  it('finds an area as whole words, in any case', () => {
    expect(needShown('area', 'San Jose', ['san jose, CA'])).toBe(true);
    expect(needShown('area', 'Jose', ['San Jose'])).toBe(true);
    expect(needShown('area', 'San Jose', ['Jose'])).toBe(false);
    expect(needShown('area', 'Napa', ['Napanee'])).toBe(false);
  });

  it('finds features by name', () => {
    expect(needShown('garage', 'True', ['Garage'])).toBe(true);
    expect(needShown('laundry', 'True', ['In-unit laundry'])).toBe(true);
    expect(needShown('laundry', 'True', ['Garage'])).toBe(false);
  });
});
