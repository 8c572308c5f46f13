import type { Channel } from '@/api/schemas';
import { Badge, type BadgeTone } from '@/components/badge';

interface Flag {
  label: string;
  tone: BadgeTone;
  on: (channel: Channel) => boolean;
}

/** The channel's flags; featured and popular count when either the channel or its company says so. */
const flags: Flag[] = [
  { label: 'Featured', tone: 'accent', on: (c) => c.featured || c.company.featured },
  { label: 'Popular', tone: 'rose', on: (c) => c.popular || c.company.popular },
  { label: 'Trending', tone: 'amber', on: (c) => c.trending },
  { label: 'Sponsored', tone: 'neutral', on: (c) => c.company.sponsored },
  { label: 'Partner', tone: 'emerald', on: (c) => c.partner },
];

export function ChannelBadges({ channel }: { channel: Channel }) {
  const shown = flags.filter((flag) => flag.on(channel));
  if (shown.length === 0) return null;
  return (
    // One line: badges that do not fit wrap out of sight (the panel lists them all).
    <ul aria-label="Highlights" className="mt-3 flex h-6 flex-wrap gap-1.5 overflow-hidden">
      {shown.map((flag) => (
        <li key={flag.label}>
          <Badge tone={flag.tone}>{flag.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
