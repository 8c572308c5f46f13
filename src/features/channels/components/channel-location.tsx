import type { Location } from '@/api/schemas';
import { countryFlag, countryName } from '@/lib/country';

/** "City, Country" with the country's flag; the flag is decoration, the text says it all. */
export function ChannelLocation({ location }: { location: Location }) {
  const country = countryName(location.country_short, location.country.trim());
  const text = [location.city.trim(), country].filter(Boolean).join(', ');
  if (!text) return null;
  const flag = countryFlag(location.country_short);
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted">
      {flag && (
        <span aria-hidden="true" className="shrink-0 text-base leading-none">
          {flag}
        </span>
      )}
      <span className="truncate" title={text}>
        {text}
      </span>
    </p>
  );
}
