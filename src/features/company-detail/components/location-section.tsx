import type { Location } from '@/api/schemas';
import { CountryFlag } from '@/components/country-flag';
import { useCountryName } from '@/lib/country';
import { showValue } from '../lib/unknown-value';
import { DetailRow } from './detail-row';
import { DetailSection } from './detail-section';
import { ShownValueView } from './shown-value';

/** A labelled value the server may fill with anything: shown as text, or not at all. */
function Field({ label, value }: { label: string; value: unknown }) {
  const shown = showValue(value);
  if (!shown) return null;
  return (
    <DetailRow label={label}>
      <ShownValueView value={shown} />
    </DetailRow>
  );
}

/**
 * Address, city, state, post code and country, each only when the record has it. Labelled
 * rather than run together as a postal address: servers often repeat the city and country in
 * `address`, and labels make that read as data rather than a typo.
 */
export function LocationSection({ location }: { location: Location }) {
  const { address, city, state, post_code, country, country_short, latitude, longitude } = location;
  const countryText = useCountryName(country_short, country.trim());
  const coordinates =
    showValue(latitude) && showValue(longitude) ? `${String(latitude)}, ${String(longitude)}` : '';
  const shown = [address, city, state, post_code, countryText, coordinates].some(showValue);
  if (!shown) return null;

  return (
    <DetailSection title="Location">
      <dl className="space-y-3 sm:space-y-2">
        <Field label="Address" value={address} />
        <Field label="City" value={city} />
        <Field label="State" value={state} />
        <Field label="Post code" value={post_code} />
        {countryText && (
          <DetailRow label="Country">
            {/* The name follows the flag: the flag is not read out a second time. */}
            <span className="flex items-center gap-2">
              <CountryFlag code={country_short} name={countryText} decorative size="md" />
              {countryText}
            </span>
          </DetailRow>
        )}
        <Field label="Coordinates" value={coordinates} />
      </dl>
    </DetailSection>
  );
}
