import type { ReactNode } from 'react';
import type { Location } from '@/api/schemas';
import { CountryFlag } from '@/components/country-flag';
import { useCountryName } from '@/lib/country';

/** "City, Country" with the country's flag before it. */
export function ChannelLocation({ location }: { location: Location }) {
  const country = useCountryName(location.country_short, location.country.trim());
  const text = [location.city.trim(), country].filter(Boolean).join(', ');
  if (!text) return null;
  return (
    <PlaceLine
      // The text beside it names the country: the flag is not read out a second time.
      flag={
        <CountryFlag code={location.country_short} name={country} decorative deferWhileScrolling />
      }
      text={text}
    />
  );
}

/** The line under a card's name; `text` also as its tooltip (it is cut to one line). */
export function PlaceLine({
  flag,
  text,
  ...slot
}: { flag?: ReactNode; text: string } & Record<`data-${string}`, string>) {
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted">
      {flag}
      <span className="truncate" title={text || undefined} {...slot}>
        {text}
      </span>
    </p>
  );
}
