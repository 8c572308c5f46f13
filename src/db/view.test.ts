import { describe, expect, it } from 'vitest';
import { ALL_CHANNELS, sameView, type ChannelView } from './view';

const hiringInIreland: ChannelView = {
  q: 'bank',
  country: 'IE',
  flags: ['featured', 'hiring'],
  sort: ALL_CHANNELS.sort,
};

describe('sameView', () => {
  it('is true for equal filters held in different objects', () => {
    expect(sameView({ ...ALL_CHANNELS, flags: [] }, ALL_CHANNELS)).toBe(true);
    expect(
      sameView(hiringInIreland, { ...hiringInIreland, flags: [...hiringInIreland.flags] }),
    ).toBe(true);
  });

  it('tells apart views that differ in any filter or in the order', () => {
    expect(sameView(hiringInIreland, { ...hiringInIreland, q: 'banks' })).toBe(false);
    expect(sameView(hiringInIreland, { ...hiringInIreland, country: null })).toBe(false);
    expect(
      sameView(hiringInIreland, { ...hiringInIreland, flags: hiringInIreland.flags.slice(1) }),
    ).toBe(false);
    expect(sameView(ALL_CHANNELS, { ...ALL_CHANNELS, sort: 'name' })).toBe(false);
  });
});
