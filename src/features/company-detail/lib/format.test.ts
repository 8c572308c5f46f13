import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatCount, formatRelativeTime, formatUtc } from './format';

const NOW = Date.parse('2024-06-05T12:00:00Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2024-03-05T10:20:30.123456Z', '3 months ago'],
    ['2024-06-04T12:00:00Z', 'yesterday'],
    ['2024-06-05T09:00:00Z', '3 hours ago'],
    ['2024-06-05T11:59:50Z', '10 seconds ago'],
    ['2024-06-05T12:00:00Z', 'now'],
    ['2022-05-01T00:00:00Z', '2 years ago'],
    ['2024-05-20T12:00:00Z', '2 weeks ago'],
    ['2024-06-07T12:00:00Z', 'in 2 days'],
  ])('says %s is "%s"', (iso, expected) => {
    expect(formatRelativeTime(iso, NOW, 'en-US')).toBe(expected);
  });

  it('gives up on a timestamp it cannot read', () => {
    expect(formatRelativeTime('not a date', NOW, 'en-US')).toBeUndefined();
  });
});

describe('formatUtc', () => {
  it('shows the exact moment in UTC whatever the reader’s zone', () => {
    expect(formatUtc('2024-03-05T10:20:30.123456Z', 'en-GB')).toBe('5 Mar 2024, 10:20:30 UTC');
  });

  it('gives up on a timestamp it cannot read', () => {
    expect(formatUtc('yesterday', 'en-GB')).toBeUndefined();
  });
});

describe('counts', () => {
  it('groups digits in the reader’s locale', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('stays exact below 10,000 and goes compact above', () => {
    expect(formatCompactCount(4120, 'en-US')).toBe('4,120');
    expect(formatCompactCount(45_120, 'en-US')).toBe('45.1K');
    expect(formatCompactCount(3_400_000, 'en-US')).toBe('3.4M');
  });
});
