import { describe, expect, it } from 'vitest';
import {
  channelsText,
  countRange,
  countryLabel,
  shadePercent,
  SHADE_FROM,
  SHADE_TO,
  splitByShape,
} from './map-data';

const counts = [
  { code: 'SG', name: 'Singapore', count: 3 },
  { code: 'DE', name: 'Germany', count: 1204 },
  { code: 'AT', name: 'Austria', count: 1 },
  { code: 'IRL', name: 'Ireland', count: 40 },
];

describe('map data', () => {
  it('names a country with its count, in words a screen reader reads well', () => {
    expect(countryLabel({ code: 'DE', name: 'Germany', count: 1204 })).toBe(
      'Germany: 1,204 channels',
    );
    expect(channelsText(1)).toBe('1 channel');
  });

  it('splits the countries the atlas draws from those it does not, each by name', () => {
    const { onMap, offMap } = splitByShape(counts, (code) => code === 'DE' || code === 'AT');
    expect(onMap.map((country) => country.code)).toEqual(['AT', 'DE']);
    expect(offMap.map((country) => country.code)).toEqual(['IRL', 'SG']);
  });

  it('shades on a log scale from the smallest to the largest count', () => {
    const range = countRange(counts);
    expect(range).toEqual({ min: 1, max: 1204 });
    expect(shadePercent(1, range)).toBe(SHADE_FROM);
    expect(shadePercent(1204, range)).toBe(SHADE_TO);
    // 40 is about halfway between 1 and 1,204 in orders of magnitude.
    const middle = (SHADE_FROM + SHADE_TO) / 2;
    expect(shadePercent(40, range)).toBeGreaterThan(middle - 5);
    expect(shadePercent(40, range)).toBeLessThan(middle + 5);
    expect(shadePercent(0, range)).toBe(0);
    expect(shadePercent(5, { min: 5, max: 5 })).toBe(SHADE_TO);
    expect(countRange([])).toEqual({ min: 0, max: 0 });
  });
});
