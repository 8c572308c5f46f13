import type { Channel } from '@/api/schemas';
import { Badge } from '@/components/badge';
import { DetailSection } from './detail-section';
import { CheckIcon } from './icons';

type Flag = [label: string, on: boolean];

function companyFlags({ company }: Channel): Flag[] {
  return [
    ['Featured', company.featured],
    ['Popular', company.popular],
    ['Redirect', company.redirect],
    ['Sponsored', company.sponsored],
    ['Customer', company.customer],
    ['Branding channel', company.branding_channel],
    ['Campaign', company.campaign],
  ];
}

function channelFlags(channel: Channel): Flag[] {
  return [
    ['Active', channel.active],
    ['Feed export', channel.feed_export],
    ['Board API', channel.board_api],
    ['Featured', channel.featured],
    ['Partner', channel.partner],
    ['Popular', channel.popular],
    ['Trending', channel.trending],
    ['Reporting', channel.reporting],
  ];
}

/** The flags that are on as badges; the ones that are off listed quietly beneath. */
function FlagGroup({ title, flags }: { title: string; flags: Flag[] }) {
  const on = flags.filter(([, value]) => value).map(([label]) => label);
  const off = flags.filter(([, value]) => !value).map(([label]) => label);
  return (
    <div>
      <h4 className="text-sm font-medium">{title}</h4>
      {on.length > 0 ? (
        <ul aria-label={`${title} flags that are on`} className="mt-2 flex flex-wrap gap-1.5">
          {on.map((label) => (
            <li key={label}>
              <Badge tone="accent">
                <span className="-ml-0.5 mr-1 inline-flex size-3.5 [&>svg]:size-full">
                  <CheckIcon />
                </span>
                {label}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">None on.</p>
      )}
      {off.length > 0 && <p className="mt-2 text-xs text-muted">Off: {off.join(', ')}</p>}
    </div>
  );
}

export function FlagsSection({ channel }: { channel: Channel }) {
  return (
    <DetailSection title="Flags">
      <div className="grid gap-4">
        <FlagGroup title="Company" flags={companyFlags(channel)} />
        <FlagGroup title="Channel" flags={channelFlags(channel)} />
      </div>
    </DetailSection>
  );
}
