// @vitest-environment node
/** The demo data reads as real: distinct names up front, real places, links called after the name. */
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/api/schemas.ts';
import { logoStyle } from '../logo/logo.ts';
import { CITIES } from './cities.ts';
import { brandOf, handlesOf } from './company-names.ts';
import { COUNTRIES, type CountryKey } from './countries.ts';
import { generateChannels } from './generate.ts';
import { DISTINCT_NEWEST } from './naming.ts';

const newestFirst = (seed: number, count: number) => [...generateChannels(seed, count)].reverse();

const cityOf = (channel: Channel) => {
  const { city, country_short } = channel.company.location;
  const found = CITIES.find((c) => c.city === city && COUNTRIES[c.country].code === country_short);
  if (!found) throw new Error(`${city}, ${country_short} is not a city of the table`);
  return found;
};

/** A postcode pattern as a regular expression: # a digit, ? a capital letter. */
const postcodeRule = (pattern: string) =>
  new RegExp(`^${pattern.replace(/#/g, '\\d').replace(/\?/g, '[A-Z]')}$`);

describe('the newest channels', () => {
  it.each([
    [20240501, 2000],
    [7, 300],
    [42, 5000],
  ])('never repeat a company name among the first 200 (seed %i, %i channels)', (seed, count) => {
    const names = newestFirst(seed, count)
      .slice(0, DISTINCT_NEWEST)
      .map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('show every style of generated logo on the first pages', () => {
    const slugs = newestFirst(20240501, 2000)
      .slice(0, 100)
      .map((c) => c.slug);
    expect(new Set(slugs.map(logoStyle)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('every generated channel', () => {
  const channels = newestFirst(11, 4000);

  it('is in a real city of its country, near its centre, at a postcode of that city', () => {
    for (const channel of channels) {
      const city = cityOf(channel);
      const { location } = channel.company;
      expect(location.country).toBe(COUNTRIES[city.country].name);
      expect(Math.abs(Number(location.latitude) - city.latitude)).toBeLessThan(0.02);
      expect(Math.abs(Number(location.longitude) - city.longitude)).toBeLessThan(0.02);
      expect(city.postcodes.some((p) => postcodeRule(p).test(String(location.post_code)))).toBe(
        true,
      );
      expect(location.address).toContain(city.city);
      expect(location.address).toContain(String(location.post_code));
      expect(location.state).toBe(city.state ?? null);
    }
  });

  it('ends in a legal form of its own country, if in one at all', () => {
    const forms = Object.values(COUNTRIES).flatMap((country) => country.legal);
    for (const channel of channels) {
      const own: readonly string[] = COUNTRIES[cityOf(channel).country].legal;
      const endings = forms.filter((form) => channel.name.endsWith(` ${form}`));
      if (endings.length > 0) expect(endings.some((form) => own.includes(form))).toBe(true);
    }
  });

  it('has a website and profiles called after its name, on its country’s domain', () => {
    let linked = 0;
    for (const channel of channels) {
      const key: CountryKey = cityOf(channel).country;
      const { slug, compact } = handlesOf(brandOf(channel.name, key));
      const { website, social_a, social_b, social_d, social_e } = channel.company.social;
      if (website === null) continue;
      linked += 1;
      expect(website).toBe(`https://www.${slug}.${COUNTRIES[key].tld}/`);
      for (const link of [social_a, social_e]) if (link) expect(link).toContain(slug.slice(0, 39));
      for (const link of [social_b, social_d])
        if (link) expect(link).toContain(compact.slice(0, 15));
    }
    expect(linked).toBeGreaterThan(channels.length * 0.2);
  });

  it('spreads over many countries and cities', () => {
    expect(new Set(channels.map((c) => c.company.location.country_short)).size).toBeGreaterThan(30);
    expect(new Set(channels.map((c) => c.company.location.city)).size).toBeGreaterThan(120);
  });
});
