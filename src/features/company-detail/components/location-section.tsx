import type { Location } from '@/api/schemas';
import { countryFlag, countryName } from '@/lib/country';
import { hasValue, showValue } from '../lib/unknown-value';
import { DetailSection } from './detail-section';
import { ShownValueView } from './shown-value';

/** A value the server may fill with anything: shown as text, or not at all. */
function Part({ value }: { value: unknown }) {
  const shown = showValue(value);
  return shown ? <ShownValueView value={shown} /> : null;
}

/** Address, city, state, post code and country, each only when the record has it. */
export function LocationSection({ location }: { location: Location }) {
  const { address, city, state, post_code, country, country_short, latitude, longitude } = location;
  const countryText = countryName(country_short, country.trim());
  const flag = countryFlag(country_short);
  const hasCityLine = hasValue(city) || hasValue(state) || hasValue(post_code);
  const hasCoordinates = hasValue(latitude) && hasValue(longitude);
  if (!hasValue(address) && !hasCityLine && !countryText && !hasCoordinates) return null;

  return (
    <DetailSection title="Location">
      <address className="space-y-1 not-italic">
        {hasValue(address) && <p className="break-words">{address}</p>}
        {hasCityLine && (
          <p className="flex flex-wrap gap-x-2">
            <Part value={city} />
            <Part value={state} />
            <Part value={post_code} />
          </p>
        )}
        {countryText && (
          <p className="flex items-center gap-2">
            {flag && (
              <span aria-hidden="true" className="text-lg leading-none">
                {flag}
              </span>
            )}
            <span>{countryText}</span>
          </p>
        )}
      </address>
      {hasCoordinates && (
        <p className="mt-2 text-sm text-muted">
          Coordinates: <Part value={latitude} />, <Part value={longitude} />
        </p>
      )}
    </DetailSection>
  );
}
