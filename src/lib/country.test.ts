import { describe, expect, it } from 'vitest';
import { countryCode, countryName } from './country';

describe('countryCode', () => {
  it('keeps a two-letter code, upper-cased, whatever the case and spacing', () => {
    expect(countryCode('IE')).toBe('IE');
    expect(countryCode(' gb ')).toBe('GB');
  });

  it.each(['', 'I', 'IRL', '1E', '<b>', 'ÉE', '../', 'I E'])('gives no code for %j', (code) => {
    expect(countryCode(code)).toBe('');
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
