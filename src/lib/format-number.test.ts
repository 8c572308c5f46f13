import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups digits the English way when asked for English', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(999, 'en')).toBe('999');
  });

  it("uses the reader's own locale by default", () => {
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat().format(1234567));
  });

  it('keeps a format per locale apart', () => {
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});
