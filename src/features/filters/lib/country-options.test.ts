import { describe, expect, it } from 'vitest';
import { countryNameFromCode, countryOptions } from './country-options';

describe('countryOptions', () => {
  it('sorts the tally by name, accents and case aside, then by code', () => {
    expect(
      countryOptions([
        { code: 'IE', name: 'Ireland', count: 2 },
        { code: 'AT', name: 'österreich', count: 1 },
        { code: 'DE', name: 'Germany', count: 1 },
        { code: 'XK', name: 'Ireland', count: 1 },
      ]).map((option) => option.code),
    ).toEqual(['DE', 'IE', 'XK', 'AT']);
  });
});

describe('countryNameFromCode', () => {
  it('names a region code and falls back to the code', () => {
    expect(countryNameFromCode('FR')).toBe('France');
    expect(countryNameFromCode('1')).toBe('1');
  });
});
