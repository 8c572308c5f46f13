// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMicros, parseMicros } from './time.ts';

describe('timestamps', () => {
  it('format with six fractional digits and Z, like Date for the whole part', () => {
    for (const micros of [0, 1, 999_999, 1_000_000, 1_719_766_800_123_456, 951_782_400_000_001]) {
      const expected = `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
      expect(formatMicros(micros)).toBe(expected);
      expect(parseMicros(formatMicros(micros))).toBe(micros);
    }
  });

  it('parse a shorter fraction or none', () => {
    expect(parseMicros('2024-05-01T10:20:30Z')).toBe(Date.UTC(2024, 4, 1, 10, 20, 30) * 1000);
    expect(parseMicros('2024-05-01T10:20:30.5Z') % 1_000_000).toBe(500_000);
    expect(parseMicros('nope')).toBeNaN();
  });
});
