import type { Channel } from '@/api/schemas';
import { DetailSection } from './detail-section';

/** Identifiers and plumbing values: what support or an API user would look for. */
export function RecordSection({ channel }: { channel: Channel }) {
  const rows: [string, string | number][] = [
    ['Channel id', channel.id],
    ['Company id', channel.company.id],
    ['Type', channel.type],
    ['Feed redirect', channel.feed_redirect],
    ['VPO id', channel.company.vpo_id],
  ];
  return (
    <DetailSection title="Record">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
