/**
 * A company's location in the demo data: a street of its country (seeded faker street names),
 * a postcode of its city, coordinates within about a kilometre of the city centre, and the
 * postal address written the way that country writes it.
 */
import { pick, type Rng } from '../prng.ts';
import type { City } from './cities.ts';
import { COUNTRIES } from './countries.ts';
import { fillPattern, localeWords } from './locale-words.ts';

export interface Place {
  address: string;
  post_code: string;
  state: string | null;
  latitude: number;
  longitude: number;
}

/** Six decimals, as Django's DecimalField(max_digits=9, decimal_places=6) keeps them. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export function placeIn(rng: Rng, seed: number, city: City): Place {
  const country = COUNTRIES[city.country];
  const street = localeWords(seed, city.country).streetLine(rng);
  const postCode = fillPattern(rng, pick(rng, city.postcodes));
  const state = city.state ?? null;
  let address: string;
  switch (country.address) {
    case 'postcode-city':
      address = `${street}, ${postCode} ${city.city}`;
      break;
    case 'city-postcode':
      address = `${street}, ${city.city} ${postCode}`;
      break;
    case 'state':
      // "1 Martin Place, Sydney NSW 2000"; "350 5th Ave, New York, NY 10118".
      address =
        city.country === 'AU'
          ? `${street}, ${city.city} ${state ?? ''} ${postCode}`
          : `${street}, ${city.city}, ${state ?? ''} ${postCode}`;
      break;
    case 'brazil':
      address = `${street}, ${city.city} - ${state ?? ''}, ${postCode}`;
      break;
  }
  return {
    address,
    post_code: postCode,
    state,
    latitude: coordinate(city.latitude + (rng() - 0.5) * 0.02),
    longitude: coordinate(city.longitude + (rng() - 0.5) * 0.03),
  };
}
