import type { Channel } from '@/api/schemas';
import { formatRelativeTime, formatUtc } from '../lib/format';
import { DetailSection } from './detail-section';

/**
 * "3 months ago", with the exact UTC time written out beside it: a tooltip alone would leave
 * keyboard and touch users without it.
 */
function Moment({ label, iso, now }: { label: string; iso: string; now: number }) {
  const relative = formatRelativeTime(iso, now);
  const exact = formatUtc(iso);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right">
        {relative && exact ? (
          <>
            <time dateTime={iso} title={exact} className="font-medium">
              {relative}
            </time>
            <span className="block text-xs text-muted">{exact}</span>
          </>
        ) : (
          <span className="break-all">{iso}</span>
        )}
      </dd>
    </div>
  );
}

export function DatesSection({ channel, now }: { channel: Channel; now: number }) {
  const { company } = channel;
  return (
    <DetailSection title="Dates">
      <dl className="divide-y divide-line">
        <Moment label="Last seen" iso={company.last_seen} now={now} />
        <Moment label="Company created" iso={company.created_at} now={now} />
        <Moment label="Company updated" iso={company.updated_at} now={now} />
        <Moment label="Channel created" iso={channel.created_at} now={now} />
        <Moment label="Channel updated" iso={channel.updated_at} now={now} />
      </dl>
    </DetailSection>
  );
}
