// @vitest-environment node
/** The demo dataset: deterministic, valid against the wire schema, and varied as required. */
import { describe, expect, it } from 'vitest';
import { Channel } from '../../../src/api/schemas.ts';
import type { RunningServer } from '../../app.ts';
import { generateChannels, generateStoredRows } from './generate.ts';
import { decodeRecord, encodeRecord, storedForm } from '../record.ts';
import { slugify } from '../slug.ts';
import { getPage, useServer } from '../../test-helpers.ts';

const all = (seed: number, count: number) => [...generateChannels(seed, count)];

describe('generated channels', () => {
  const channels = all(7, 3000);

  it('are valid channels with ids 1..N and created_at rising with id', () => {
    channels.forEach((channel, i) => {
      Channel.parse(channel);
      expect(channel.id).toBe(i + 1);
      if (i > 0) expect(channel.created_at > (channels[i - 1]?.created_at ?? '')).toBe(true);
      expect(channel.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(channel.company.updated_at >= channel.company.created_at).toBe(true);
    });
  });

  it('mirror the company in the channel', () => {
    for (const channel of channels) {
      expect(channel.slug).toBe(channel.company.slug);
      expect(channel.name).toBe(channel.company.name);
      expect(channel.logo).toBe(channel.company.image_logo);
      expect(channel.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('have unique slugs, with -1, -2, -3 suffixes on repeated names', () => {
    const slugs = channels.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const suffix of ['-1', '-2', '-3']) {
      expect(slugs.some((slug) => slug.endsWith(suffix))).toBe(true);
    }
  });

  it('have about 20% null logos, mostly null socials, some complete ones, and live_jobs 0', () => {
    const share = (test: (c: Channel) => boolean) => channels.filter(test).length / channels.length;
    expect(share((c) => c.logo === null)).toBeGreaterThan(0.15);
    expect(share((c) => c.logo === null)).toBeLessThan(0.25);
    const links = (c: Channel) => {
      const { website, social_a, social_b, social_c, social_d, social_e } = c.company.social;
      return [website, social_a, social_b, social_c, social_d, social_e];
    };
    expect(share((c) => links(c).every((link) => link === null))).toBeGreaterThan(0.5);
    expect(share((c) => links(c).every((link) => link !== null))).toBeGreaterThan(0.02);
    expect(share((c) => c.company.live_jobs === 0)).toBeGreaterThan(0.05);
    expect(new Set(channels.map((c) => c.company.source)).size).toBeGreaterThan(5);
    expect(new Set(channels.map((c) => c.company.location.country_short)).size).toBeGreaterThan(20);
  });

  it('include accented cities and names', () => {
    const cities = new Set(channels.map((c) => c.company.location.city));
    for (const city of ['Köln', 'Zürich', 'São Paulo', 'Kraków', 'Málaga']) {
      expect(cities).toContain(city);
    }
    expect(channels.map((c) => c.name)).toContain('Ó Súilleabháin & Co');
  });

  it('are the same for the same seed and differ for another', () => {
    expect(all(7, 300)).toEqual(all(7, 300));
    expect(all(8, 300).map((c) => c.name)).not.toEqual(all(7, 300).map((c) => c.name));
  });

  it('survive the compact stored form unchanged', () => {
    for (const channel of channels) {
      expect(decodeRecord(encodeRecord(channel))).toEqual(channel);
    }
  });

  it('are stored by bulk generation exactly as the full channels', () => {
    const rows = [...generateStoredRows(7, 3000)];
    rows.forEach((row, i) => {
      expect(decodeRecord(row.data)).toEqual(channels[i]);
      expect(row.slug).toBe(channels[i]?.slug);
    });
  });
});

describe('the stored form', () => {
  const [channel] = all(3, 1);
  if (!channel) throw new Error('no channel');

  it('leaves out blank and derived values', () => {
    const stored = storedForm(channel);
    expect(stored).not.toHaveProperty('slug');
    expect(stored).not.toHaveProperty('card');
    expect(stored).not.toHaveProperty('company.id');
    expect(stored).not.toHaveProperty('company.location.id');
    expect(stored).toHaveProperty('company.slug', channel.slug);
  });

  it('decodes records that share no objects with each other', () => {
    const text = encodeRecord(channel);
    const a = decodeRecord(text);
    const b = decodeRecord(text);
    expect(a.company).not.toBe(b.company);
    expect(a.companies).not.toBe(b.companies);
  });

  it('keeps a value that differs from its derivation, even a blank one', () => {
    const odd = {
      ...channel,
      logo: null,
      slug: 'other',
      company: {
        ...channel.company,
        image_logo: '/media/logos/x.svg',
        id: 5,
        location: { ...channel.company.location, address: '' },
      },
    };
    expect(decodeRecord(encodeRecord(odd))).toEqual(odd);
  });
});

describe('slugify, as Django does it', () => {
  it.each([
    ['Ó Súilleabháin & Co', 'o-suilleabhain-co'],
    ['Müller & Söhne GmbH & Co. KG', 'muller-sohne-gmbh-co-kg'],
    ['  Hello -- World__ ', 'hello-world'],
    ['東京', 'channel'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('the same seed through the server', () => {
  const a = useServer({ count: 500, seed: 42 });
  const b = useServer({ count: 500, seed: 42 });

  it('gives the same first page', async () => {
    const text = async (server: () => RunningServer) =>
      JSON.stringify((await getPage(server().apiUrl)).results).replaceAll(server().url, '');
    expect(await text(a)).toEqual(await text(b));
  });
});
