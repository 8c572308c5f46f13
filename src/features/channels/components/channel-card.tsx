import { memo, useId, type ReactNode } from 'react';
import type { Channel } from '@/api/schemas';
import { ChannelLogo } from '@/components/channel-logo';
import { cn } from '@/lib/cn';
import { CardLinks } from './card-links';
import { ChannelBadges } from './channel-badges';
import { ChannelLocation } from './channel-location';
import { LiveJobs } from './live-jobs';

/**
 * A card's box, but for its display (`flex`, or the first screen's cells' own): one height for
 * every card (in rem, so it grows with the text size), so every row of the grid is as tall as
 * every other, which keeps a million-row scrollbar exact.
 */
export const CARD_CLASS =
  'relative h-[var(--card-height)] flex-col overflow-hidden rounded-2xl border border-line bg-panel p-5 shadow-xs';

/** The top of a card: logo, name, place. Shared with index.html's first cards (same layout). */
export function CardHeading({
  headingId,
  logo,
  name,
  location,
}: {
  headingId?: string;
  logo: ReactNode;
  name: ReactNode;
  location: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      {logo}
      <div className="min-w-0 flex-1">
        <h3
          id={headingId}
          className="line-clamp-2 text-base leading-snug font-semibold break-words text-ink"
        >
          {name}
        </h3>
        {location}
      </div>
    </div>
  );
}

export interface ChannelCardProps {
  channel: Channel;
  /** 1-based position in the feed. */
  posinset: number;
  /** The feed's length, or -1 while more pages exist. */
  setsize: number;
  /**
   * The grid's one tab stop (roving tabindex): its focus target and its links are in the tab
   * order; every other card's are not (they are reached with the arrow keys, see useGridFocus).
   */
  tabbable?: boolean;
  onOpen?: (channel: Channel, element: HTMLElement) => void;
}

/**
 * One channel as an ARIA feed article, named exactly by the channel's name. The name is a button
 * when the app can open a channel; its hit area covers the card, while the social links stay
 * separate links above it.
 *
 * Keyboard: the card's focus target is that button (the article itself when nothing opens), so
 * Enter and Space open the panel natively and screen readers hear "Name, button" inside the
 * article. In the tab stop card, Tab goes on from the name into the card's own links and then
 * out of the grid: the links are where a keyboard or screen reader user expects them, right after
 * the name they belong to, without a mode to enter or leave. Other cards keep theirs out of the
 * tab order, so crossing the grid costs one Tab plus the links of one card, not of every card.
 */
export const ChannelCard = memo(function ChannelCard({
  channel,
  posinset,
  setsize,
  tabbable = false,
  onOpen,
}: ChannelCardProps) {
  const headingId = useId();
  const { company } = channel;
  return (
    <article
      aria-labelledby={headingId}
      aria-posinset={posinset}
      aria-setsize={setsize}
      tabIndex={tabbable && !onOpen ? 0 : -1}
      className={cn(
        'flex',
        CARD_CLASS,
        'transition-[border-color,box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        // Only a card that opens looks like it can be pressed.
        onOpen && 'focus-within:border-accent/60 hover:border-accent/40 hover:shadow-md',
      )}
    >
      <div className="min-h-0 flex-1">
        <CardHeading
          headingId={headingId}
          logo={
            <ChannelLogo
              name={channel.name}
              src={channel.logo ?? company.image_logo}
              deferWhileScrolling
            />
          }
          name={
            onOpen ? (
              <button
                type="button"
                data-card-target
                tabIndex={tabbable ? 0 : -1}
                onClick={(event) => onOpen(channel, event.currentTarget)}
                className="block cursor-pointer rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
              >
                {/* Clamped inside the button, a block: inline, a button is one box in the
                    heading's line, so the heading's own clamp let a long name take three lines
                    or more and the badges under it slid beneath the links; and a clamped box
                    sits on the line's baseline, a few pixels above the place line. */}
                <span className="line-clamp-2">{channel.name}</span>
              </button>
            ) : (
              channel.name
            )
          }
          location={<ChannelLocation location={company.location} />}
        />
        <LiveJobs count={company.live_jobs} />
        <ChannelBadges channel={channel} />
      </div>
      <CardLinks name={channel.name} social={company.social} tabbable={tabbable} />
    </article>
  );
});
