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
  // "Dublin, Leinster, D02 X285": state and post code can hold anything a server sends.
  const cityLine = (
    [
      ['city', city],
      ['state', state],
      ['post_code', post_code],
    ] as const
  ).flatMap(([key, raw]) => {
    const value = showValue(raw);
    return value ? [{ key, value }] : [];
  });
  const hasCoordinates = hasValue(latitude) && hasValue(longitude);
  if (!hasValue(address) && cityLine.length === 0 && !countryText && !hasCoordinates) return null;

  return (
    <DetailSection title="Location">
      <address className="space-y-1 not-italic">
        {hasValue(address) && <p className="break-words">{address}</p>}
        {cityLine.length > 0 && (
          <p>
            {cityLine.map((part, index) => (
              <span key={part.key}>
                {index > 0 && ', '}
                <ShownValueView value={part.value} />
              </span>
            ))}
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
