import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStatus, FilterStatus } from './filter-status';

const base = { matches: 12, loaded: 240, filtering: true, hasNextPage: true, searching: false };

describe('describeStatus', () => {
  it('counts matches among the loaded channels while the server has more', () => {
    expect(describeStatus(base)).toBe('12 of 240 loaded channels match');
    expect(describeStatus({ ...base, matches: 1 })).toBe('1 of 240 loaded channels matches');
  });

  it('drops "loaded" once every page is in', () => {
    expect(describeStatus({ ...base, hasNextPage: false })).toBe('12 channels match');
    expect(describeStatus({ ...base, hasNextPage: false, matches: 1 })).toBe('1 channel matches');
  });

  it('never reads as complete when loading stopped on a trap', () => {
    expect(describeStatus({ ...base, hasNextPage: false, stopped: true })).toBe(
      '12 of 240 loaded channels match',
    );
  });

  it('never says how many match before they are counted', () => {
    expect(describeStatus({ ...base, counting: true })).toBe('Looking through 240 channels…');
  });

  it('says a count that is still going up is only so far', () => {
    expect(describeStatus({ ...base, partial: true })).toBe('12 matches so far, still counting…');
    expect(describeStatus({ ...base, partial: true, matches: 1 })).toBe(
      '1 match so far, still counting…',
    );
  });

  it('shows the progress of a search through more pages', () => {
    expect(describeStatus({ ...base, loaded: 480, searching: true })).toBe(
      'Searched 480 channels, 12 match',
    );
  });

  it('keeps the progress of a search while the newest pages are still being counted', () => {
    expect(describeStatus({ ...base, loaded: 480, searching: true, partial: true })).toBe(
      'Searched 480 channels, 12 match',
    );
  });

  it('counts what is loaded when nothing filters', () => {
    expect(describeStatus({ ...base, filtering: false, matches: 50_000, loaded: 50_000 })).toBe(
      '50,000 channels loaded',
    );
  });
});

describe('FilterStatus', () => {
  it('is a live status line', () => {
    render(<FilterStatus {...base} />);
    expect(screen.getByRole('status')).toHaveTextContent('12 of 240 loaded channels match');
  });
});
