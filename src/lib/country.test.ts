import { describe, expect, it } from 'vitest';
import { countryFlag, countryName } from './country';

describe('countryFlag', () => {
  it('turns a two-letter code into its flag, whatever the case', () => {
    expect(countryFlag('IE')).toBe('🇮🇪');
    expect(countryFlag(' gb ')).toBe('🇬🇧');
  });

  it.each(['', 'I', 'IRL', '1E', '<b>', 'ÉE'])('gives no flag for %j', (code) => {
    expect(countryFlag(code)).toBe('');
  });
});

describe('countryName', () => {
  it('names a known code', () => {
    expect(countryName('DE', 'Deutschland')).toBe('Germany');
  });

  it('keeps the record’s own name for codes it cannot name', () => {
    expect(countryName('', 'Atlantis')).toBe('Atlantis');
    expect(countryName('ZZZ', 'Atlantis')).toBe('Atlantis');
    expect(countryName('QQ', 'Atlantis')).toBe('Atlantis');
  });
});
