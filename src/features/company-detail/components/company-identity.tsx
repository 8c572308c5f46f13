import type { Channel } from '@/api/schemas';
import { Badge } from '@/components/badge';
import { ChannelLogo } from '@/components/channel-logo';

export function displayName(channel: Channel): string {
  return channel.name.trim() || channel.company.name.trim() || 'Unnamed company';
}

/** Logo, name (the dialog's title), slug, status and source. */
export function CompanyIdentity({ channel, titleId }: { channel: Channel; titleId: string }) {
  const { company } = channel;
  const name = displayName(channel);
  return (
    <div className="flex items-start gap-4 px-5 pt-6 pb-5 sm:px-6">
      <ChannelLogo name={name} src={channel.logo ?? company.image_logo} size="lg" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-2xl leading-tight font-semibold break-words">
          {name}
        </h2>
        <p className="mt-1 font-mono text-sm break-all text-muted">
          {channel.slug || company.slug}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <Badge tone={company.status === 'active' ? 'emerald' : 'amber'}>
            <span className="sr-only">Status: </span>
            {company.status}
          </Badge>
          <span className="text-muted">
            Source: <span className="text-ink">{company.source}</span>
          </span>
        </div>
      </div>
    </div>
  );
}
