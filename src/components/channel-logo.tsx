import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useImageArmed } from '@/lib/fast-scrolling';
import { safeHttpUrl } from '@/lib/safe-url';

type LogoSize = 'sm' | 'md' | 'lg';

const boxes: Record<LogoSize, string> = {
  sm: 'size-8 rounded-lg text-xs',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-20 rounded-2xl text-2xl',
};

const pixels: Record<LogoSize, number> = { sm: 32, md: 48, lg: 80 };

/** Background colours that all keep white initials above 4.5:1 contrast. */
const palette = [
  'bg-blue-700',
  'bg-emerald-700',
  'bg-red-700',
  'bg-violet-700',
  'bg-orange-700',
  'bg-teal-700',
  'bg-pink-700',
  'bg-indigo-700',
  'bg-cyan-800',
  'bg-green-700',
  'bg-fuchsia-700',
  'bg-slate-600',
];

/**
 * Logo URLs that failed once, for this page's lifetime: a virtualized card unmounts and mounts
 * again as it scrolls, and should not flash a broken request each time.
 */
const failedUrls = new Set<string>();

/** The logo's box before the app knows what goes in it (index.html's first cards). */
export function LogoPlaceholder() {
  return <div className={cn('shrink-0 bg-line', boxes.md)} />;
}

/** FNV-1a: a cheap, stable hash, so a company keeps its colour across sessions. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Up to two initials from the name's first words ("Acme Data Ltd" -> "AD"). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * A company logo in a fixed box, so the layout never moves while it loads. When the record has
 * no usable http(s) logo, or the image fails, a coloured initials tile stands in for it.
 *
 * `deferWhileScrolling` (the grid's cards): a logo that appears while the list flies past, or
 * while the search is being typed, waits in an empty box until the scrolling slows down or the
 * typing pauses (see lib/fast-scrolling.ts), then loads.
 */
export function ChannelLogo({
  name,
  src,
  size = 'md',
  deferWhileScrolling = false,
}: {
  name: string;
  src: unknown;
  size?: LogoSize;
  deferWhileScrolling?: boolean;
}) {
  const url = safeHttpUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url !== undefined && failed !== url && !failedUrls.has(url);
  const label = `${name} logo`;
  const armed = useImageArmed(deferWhileScrolling);
  const waiting = showImage && !armed;

  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden',
        boxes[size],
        showImage
          ? 'border border-line bg-white'
          : cn('font-semibold text-white', palette[hash(name) % palette.length]),
      )}
    >
      {waiting ? (
        <span role="img" aria-label={label} />
      ) : showImage ? (
        <img
          src={url}
          alt={label}
          width={pixels[size]}
          height={pixels[size]}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full object-contain p-1"
          onError={() => {
            failedUrls.add(url);
            setFailed(url);
          }}
        />
      ) : (
        <span role="img" aria-label={label} className="select-none">
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
