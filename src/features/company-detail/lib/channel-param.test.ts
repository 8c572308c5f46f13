import { describe, expect, it } from 'vitest';
import { channelIdParam, channelLink } from './channel-param';

describe('channelIdParam', () => {
  it.each([
    ['42', 42],
    ['0', 0],
    ['abc', null],
    ['12abc', null],
    ['-3', null],
    ['1e3', null],
    ['', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(channelIdParam.parse([raw])).toBe(expected);
  });
});

describe('channelLink', () => {
  it('keeps the other parameters and sets the channel', () => {
    expect(channelLink('https://app.example/?q=acme&channel=3#top', 42)).toBe(
      'https://app.example/?q=acme&channel=42#top',
    );
  });
});
