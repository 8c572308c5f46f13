import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCode, countryName, useCountryName } from './country';

// First in the file: the reader's names are built once per page, and countryName() below
// builds them at once.
describe('useCountryName', () => {
  it('shows the record’s own name first and the reader’s once the browser is idle', async () => {
    const { result } = renderHook(() => useCountryName('DE', 'Deutschland'));
    expect(result.current).toBe('Deutschland');
    await waitFor(() => expect(result.current).toBe('Germany'));
  });

  it('keeps the record’s own name for a code that is not a country code', async () => {
    const { result } = renderHook(() => useCountryName('<b>', 'Atlantis'));
    await waitFor(() => expect(countryName('DE', '')).toBe('Germany'));
    expect(result.current).toBe('Atlantis');
  });
});

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
