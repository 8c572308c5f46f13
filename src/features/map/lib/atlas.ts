import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasJson from 'world-atlas/countries-110m.json';
import isoNumeric from './iso-numeric.json';

/** The map's drawing width in SVG units; the height follows from the projection. */
export const MAP_WIDTH = 960;
/** Room around the world, so outlines at its edges (the Arctic, focus rings) are not cut. */
const PAD = 8;

/** One country of the atlas as the map draws it. */
export interface CountryShape {
  /** ISO 3166-1 alpha-2, the form `country_short` (and so the filter) uses. */
  code: string;
  /** The atlas's own (English) name, for countries no channel names. */
  name: string;
  /** SVG path data, in the map's units. */
  path: string;
  /** Where a label for the country goes (the centroid of its shape). */
  center: [number, number];
}

export interface Atlas {
  width: number;
  height: number;
  /** Every country the atlas draws, by alpha-2 code. */
  shapes: Map<string, CountryShape>;
  /** A longitude/latitude in the map's units, or null where the projection has no point. */
  project: (longitude: number, latitude: number) => [number, number] | null;
}

type CountryProperties = { name: string };
// A file shipped with the app, not data from a server: its shape is world-atlas's documented one.
const topology = atlasJson as unknown as Topology<{
  countries: GeometryCollection<CountryProperties>;
}>;

/** world-atlas keys countries by ISO 3166-1 numeric id; the records use alpha-2. */
const ALPHA2: ReadonlyMap<string, string> = new Map(
  Object.entries(isoNumeric).map(([alpha2, numeric]) => [numeric, alpha2]),
);
/** Shapes the atlas gives no numeric id, where a code is in use for them all the same. */
const UNNUMBERED: Readonly<Record<string, string>> = { Kosovo: 'XK' };
/** Nobody is employed there, and it would take a third of the map's height. */
const ANTARCTICA = '010';

/** The alpha-2 code of an atlas feature, or undefined (N. Cyprus, Somaliland: no ISO code). */
export function alpha2Of(id: string | number | undefined, name: string): string | undefined {
  if (id === undefined) return UNNUMBERED[name];
  return ALPHA2.get(String(id).padStart(3, '0'));
}

/**
 * A country's largest part: where its label goes. The centroid of all of France lies in the
 * Atlantic, between the mainland and French Guiana; that of the United States, west of it.
 */
function mainland(geometry: Geometry, area: (object: Geometry) => number): Geometry {
  if (geometry.type !== 'MultiPolygon') return geometry;
  let largest: Geometry = geometry;
  let most = -1;
  for (const coordinates of geometry.coordinates) {
    const polygon: Geometry = { type: 'Polygon', coordinates };
    const size = area(polygon);
    if (size > most) {
      most = size;
      largest = polygon;
    }
  }
  return largest;
}

let built: Atlas | undefined;

/**
 * The world as an Equal Earth projection (equal-area: a country's shading is never exaggerated
 * by its size on the map) fitted to MAP_WIDTH, built once: paths rounded to a tenth of a unit.
 */
export function worldAtlas(): Atlas {
  if (built) return built;
  const world = feature(topology, topology.objects.countries);
  const countries = world.features.filter((country) => String(country.id) !== ANTARCTICA);
  const collection: FeatureCollection<Geometry, CountryProperties> = {
    type: 'FeatureCollection',
    features: countries,
  };
  const projection = geoEqualEarth().fitWidth(MAP_WIDTH - 2 * PAD, collection);
  const [x, y] = projection.translate();
  projection.translate([x + PAD, y + PAD]);
  const path = geoPath(projection).digits(1);
  const [, [, bottom]] = path.bounds(collection);
  const shapes = new Map<string, CountryShape>();
  for (const country of countries) {
    const code = alpha2Of(country.id, country.properties.name);
    const d = path(country);
    if (!code || !d) continue;
    const center = path.centroid(mainland(country.geometry, (part) => path.area(part)));
    shapes.set(code, { code, name: country.properties.name, path: d, center });
  }
  built = {
    width: MAP_WIDTH,
    height: Math.ceil(bottom + PAD),
    shapes,
    project: (longitude, latitude) => projection([longitude, latitude]),
  };
  return built;
}
