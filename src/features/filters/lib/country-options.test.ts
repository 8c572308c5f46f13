import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { countryNameFromCode, countryOptions } from './country-options';

function inCountry(id: number, country: string, country_short: string): Channel {
  const base = makeChannel(id);
  const location = { ...base.company.location, country, country_short };
  return { ...base, company: { ...base.company, location } };
}

describe('countryOptions', () => {
  it('lists the countries present with their counts, sorted by name', () => {
    const channels = [
      inCountry(1, 'Ireland', 'IE'),
      inCountry(2, 'Germany', 'DE'),
      inCountry(3, 'Ireland', 'ie'),
      inCountry(4, 'Austria', 'AT'),
    ];
    expect(countryOptions(channels)).toEqual([
      { code: 'AT', name: 'Austria', count: 1 },
      { code: 'DE', name: 'Germany', count: 1 },
      { code: 'IE', name: 'Ireland', count: 2 },
    ]);
  });

  it('leaves out unusable codes and names a country by its code when the name is empty', () => {
    const channels = [
      inCountry(1, 'Nowhere', ''),
      inCountry(2, '', 'FR'),
      inCountry(3, 'X', '<b>'),
    ];
    expect(countryOptions(channels)).toEqual([{ code: 'FR', name: 'FR', count: 1 }]);
  });
});

describe('countryNameFromCode', () => {
  it('names a region code and falls back to the code', () => {
    expect(countryNameFromCode('FR')).toBe('France');
    expect(countryNameFromCode('1')).toBe('1');
  });
});
