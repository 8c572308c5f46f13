import { describe, expect, it } from 'vitest';
import { makeChannel, makeChannels } from '@/test/fixtures';
import { Channel, Page, PageEnvelope, Timestamp } from './schemas';

describe('wire schemas', () => {
  it('accept a page shaped as the spec describes', () => {
    const page = {
      next: 'https://api.example.com/channels?cursor=cD0xMjM%3D&format=api',
      previous: null,
      results: makeChannels(3),
    };
    const parsed = Page.parse(page);
    expect(parsed.results.map((channel) => channel.id)).toEqual([3, 2, 1]);
    expect(parsed.results[0]?.company.location.country_short).toBe('IE');
    expect(parsed.results[0]?.company.social.social_a).toContain('linkedin');
  });

  it('accept any value in a field the spec only shows as null', () => {
    const filled = {
      ...makeChannel(1),
      caption: 'Now hiring',
      card: { title: 'x' },
      colour: '#ff0000',
      category: 7,
      live_jobs_no: 12,
    };
    const parsed = Channel.parse(filled);
    expect(parsed.caption).toBe('Now hiring');
    expect(parsed.card).toEqual({ title: 'x' });
  });

  it('tolerate unknown extra fields at every level', () => {
    const channel = makeChannel(1);
    const extra = {
      ...channel,
      brand_new_field: true,
      company: {
        ...channel.company,
        rating: 4.5,
        location: { ...channel.company.location, tz: 'UTC' },
      },
    };
    expect(Channel.safeParse(extra).success).toBe(true);
  });

  it('reject what the spec forbids', () => {
    const channel = makeChannel(1);
    expect(Channel.safeParse({ ...channel, id: '1' }).success).toBe(false);
    expect(Channel.safeParse({ ...channel, active: 'yes' }).success).toBe(false);
    expect(Channel.safeParse({ ...channel, company: undefined }).success).toBe(false);
    expect(
      Channel.safeParse({ ...channel, company: { ...channel.company, live_jobs: 1.5 } }).success,
    ).toBe(false);
    expect(Channel.safeParse({ ...channel, created_at: '2024-03-01 10:20:30' }).success).toBe(
      false,
    );
  });

  it('validate timestamps as ISO 8601 UTC with Z', () => {
    expect(Timestamp.safeParse('2024-03-01T10:20:30.123456Z').success).toBe(true);
    expect(Timestamp.safeParse('2024-03-01T10:20:30Z').success).toBe(true);
    expect(Timestamp.safeParse('2024-03-01T10:20:30.123456+01:00').success).toBe(false);
    expect(Timestamp.safeParse('2024-13-01T10:20:30Z').success).toBe(false);
    expect(Timestamp.safeParse('yesterday').success).toBe(false);
  });

  it('require next and previous to be absolute http(s) URLs or null', () => {
    const base = { previous: null, results: [] };
    expect(PageEnvelope.safeParse({ ...base, next: null }).success).toBe(true);
    expect(
      PageEnvelope.safeParse({ ...base, next: 'http://h/api/channels?cursor=x' }).success,
    ).toBe(true);
    expect(PageEnvelope.safeParse({ ...base, next: '/api/channels?cursor=x' }).success).toBe(false);
    expect(PageEnvelope.safeParse({ ...base, next: 'javascript:alert(1)' }).success).toBe(false);
    expect(PageEnvelope.safeParse({ ...base, next: 42 }).success).toBe(false);
  });
});
