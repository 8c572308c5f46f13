import { useRef } from 'react';
import { useBelowBanner } from '@/lib/use-below-banner';

interface NewChannelsPillProps {
  count: number;
  /** False when more channels arrived than one page holds: the count is a lower bound. */
  joined: boolean;
  onShow: () => void;
}

export function newChannelsText(count: number, joined: boolean): string {
  if (!joined) return `${count}+ new channels`;
  return count === 1 ? '1 new channel' : `${count} new channels`;
}

/** The pill's distance from the header above it, or from the window's top once that is gone. */
const GAP_PX = 16;

/** Floats at the top of the window (under the header) while new channels wait above the list. */
export function NewChannelsPill({ count, joined, onShow }: NewChannelsPillProps) {
  const ref = useRef<HTMLDivElement>(null);
  useBelowBanner(ref, GAP_PX, count > 0);
  if (count === 0) return null;
  return (
    <div
      ref={ref}
      className="pointer-events-none fixed inset-x-0 top-4 z-30 flex justify-center px-4"
    >
      <button
        type="button"
        onClick={onShow}
        className="pointer-events-auto inline-flex min-h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink shadow-lg ring-1 ring-black/5 transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:hover:translate-y-0"
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 19V5" />
          <path d="M5 12l7-7 7 7" />
        </svg>
        {newChannelsText(count, joined)}
      </button>
    </div>
  );
}
