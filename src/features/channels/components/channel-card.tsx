import { memo, useId } from 'react';
import type { Channel } from '@/api/schemas';
import { ChannelLogo } from '@/components/channel-logo';
import { cn } from '@/lib/cn';
import { CardLinks } from './card-links';
import { ChannelBadges } from './channel-badges';
import { ChannelLocation } from './channel-location';
import { LiveJobs } from './live-jobs';

export interface ChannelCardProps {
  channel: Channel;
  /** 1-based position in the feed. */
  posinset: number;
  /** The feed's length, or -1 while more pages exist. */
  setsize: number;
  onOpen?: (channel: Channel, element: HTMLElement) => void;
}

/**
 * One channel as an ARIA feed article, named exactly by the channel's name. The name is a button
 * when the app can open a channel; its hit area covers the card, while the social links stay
 * separate links above it.
 */
export const ChannelCard = memo(function ChannelCard({
  channel,
  posinset,
  setsize,
  onOpen,
}: ChannelCardProps) {
  const headingId = useId();
  const { company } = channel;
  return (
    <article
      aria-labelledby={headingId}
      aria-posinset={posinset}
      aria-setsize={setsize}
      tabIndex={-1}
      className={cn(
        // One height for every card (in rem, so it grows with the text size): every row of the
        // grid is as tall as every other, which keeps a million-row scrollbar exact.
        'relative flex h-[var(--card-height)] flex-col overflow-hidden rounded-2xl border border-line bg-panel p-5 shadow-xs transition-[border-color,box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        // Only a card that opens looks like it can be pressed.
        onOpen && 'focus-within:border-accent/60 hover:border-accent/40 hover:shadow-md',
      )}
    >
      <div className="min-h-0 flex-1">
        <div className="flex items-start gap-4">
          <ChannelLogo
            name={channel.name}
            src={channel.logo ?? company.image_logo}
            deferWhileScrolling
          />
          <div className="min-w-0 flex-1">
            <h3
              id={headingId}
              className="line-clamp-2 text-base leading-snug font-semibold break-words text-ink"
            >
              {onOpen ? (
                <button
                  type="button"
                  onClick={(event) => onOpen(channel, event.currentTarget)}
                  className="cursor-pointer rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
                >
                  {channel.name}
                </button>
              ) : (
                channel.name
              )}
            </h3>
            <ChannelLocation location={company.location} />
          </div>
        </div>
        <LiveJobs count={company.live_jobs} />
        <ChannelBadges channel={channel} />
      </div>
      <CardLinks name={channel.name} social={company.social} />
    </article>
  );
});
