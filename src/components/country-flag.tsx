import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { cn } from '@/lib/cn';
import { countryCode } from '@/lib/country';
import { useImageArmed } from '@/lib/fast-scrolling';
import { useFlagUrl } from '@/lib/use-flag-url';

type FlagSize = 'sm' | 'md';

// Fixed 3:2 boxes (the flags' own ratio), so nothing moves while a flag loads.
const sizes: Record<FlagSize, { width: number; height: number; box: string }> = {
  sm: { width: 18, height: 12, box: 'h-3 w-[18px]' },
  md: { width: 24, height: 16, box: 'h-4 w-6' },
};

interface CountryFlagProps {
  /** The record's `country_short`: untrusted, so anything but a known two-letter code shows nothing. */
  code: string;
  /** The country's name: the flag's accessible text. Without a name there is no flag. */
  name: string;
  /**
   * The name is already written beside the flag. Then the image is alt="" so a screen reader says
   * the country once, as the text, and not "Ireland, image, Dublin, Ireland" (the WAI tutorial's
   * "image with adjacent text alternative"; axe accepts either). Where no name is beside it, leave
   * this off and the image itself is named.
   */
  decorative?: boolean;
  size?: FlagSize;
  className?: string;
  /**
   * The grid's cards: the flag comes a frame after its card, and one that appears while the list
   * flies past or the search is being typed holds its place until that pauses, as the cards'
   * logos do. Loading a flag (an SVG document to parse) in the frame that shows a keystroke's
   * cards held that frame back: at a million, keystroke p95 was 60-66 ms with flags and 51-57 ms
   * without them (two sittings, alternated).
   */
  deferWhileScrolling?: boolean;
}

/** A country's flag as an image of its own file, loaded for this country only. */
export function CountryFlag({
  code,
  name,
  decorative = false,
  size = 'sm',
  className,
  deferWhileScrolling = false,
}: CountryFlagProps) {
  const url = useFlagUrl(countryCode(code));
  const [failed, setFailed] = useState<string | null>(null);
  const settled = useImageArmed(deferWhileScrolling);
  const [painted, setPainted] = useState(!deferWhileScrolling);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  const armed = settled && painted;
  if (!name.trim() || url === null || url === failed) return null;

  const { width, height, box } = sizes[size];
  // A hairline ring keeps white and very dark flags (Japan, Germany) from melting into the card.
  const classes = cn('inline-block shrink-0 rounded-[2px] ring-1 ring-ink/15', box, className);
  // The table of flag files is still loading, or the flag waits: hold the place, say nothing.
  if (url === undefined || !armed)
    return <span aria-hidden="true" className={cn(classes, 'bg-line')} />;
  return (
    <img
      src={url}
      alt={decorative ? '' : name}
      width={width}
      height={height}
      decoding="async"
      className={classes}
      onError={() => setFailed(url)}
    />
  );
}
