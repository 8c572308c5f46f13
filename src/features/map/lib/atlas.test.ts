import { describe, expect, it } from 'vitest';
import atlasJson from 'world-atlas/countries-110m.json';
import { alpha2Of, MAP_WIDTH, worldAtlas } from './atlas';
import isoNumeric from './iso-numeric.json';

describe('the world atlas', () => {
  it('keeps one numeric code per alpha-2 code, for every code in use (about 250)', () => {
    const codes = Object.keys(isoNumeric);
    expect(codes.length).toBeGreaterThan(245);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const numbers = Object.values(isoNumeric);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(isoNumeric).toMatchObject({ DE: '276', GB: '826', IE: '372', US: '840', SG: '702' });
  });

  it('knows the alpha-2 code of every country the atlas numbers', () => {
    const unknown = atlasJson.objects.countries.geometries
      .filter(
        (country) => 'id' in country && alpha2Of(country.id, country.properties.name) === undefined,
      )
      .map((country) => country.properties.name);
    expect(unknown).toEqual([]);
    expect(alpha2Of(undefined, 'Kosovo')).toBe('XK');
  });

  it('draws the countries by alpha-2 code, fitted to the map, without Antarctica', () => {
    const atlas = worldAtlas();
    expect(atlas.width).toBe(MAP_WIDTH);
    expect(atlas.height).toBeGreaterThan(350);
    expect(atlas.height).toBeLessThan(MAP_WIDTH / 2);
    expect(atlas.shapes.get('DE')?.name).toBe('Germany');
    expect(atlas.shapes.get('AQ')).toBeUndefined();
    // Singapore is too small for this scale.
    expect(atlas.shapes.has('SG')).toBe(false);
    const [x, y] = atlas.shapes.get('IE')?.center ?? [0, 0];
    // Ireland: left of the middle (west of Greenwich's meridian), in the upper quarter.
    expect(x).toBeLessThan(MAP_WIDTH / 2);
    expect(y).toBeLessThan(atlas.height / 4);
    const dublin = atlas.project(-6.26, 53.35);
    expect(dublin?.[0]).toBeCloseTo(x, -2);
  });

  it("puts a country's label on its largest part, not between it and its islands", () => {
    const atlas = worldAtlas();
    // France's shape holds French Guiana too: its label still goes near Paris.
    const [x, y] = atlas.shapes.get('FR')?.center ?? [0, 0];
    const [parisX, parisY] = atlas.project(2.35, 48.85) ?? [Infinity, Infinity];
    expect(Math.hypot(x - parisX, y - parisY)).toBeLessThan(20);
  });
});
