import type { Company } from '@/api/schemas';
import { cn } from '@/lib/cn';
import { formatCompactCount, formatCount } from '../lib/format';
import { DetailSection } from './detail-section';

function counters(company: Company): [label: string, value: number][] {
  return [
    ['Live jobs', company.live_jobs],
    ['Draft jobs', company.draft_jobs],
    ['Views', company.views],
    ['Impressions', company.impressions],
    ['Talent pool', company.talent_pool_no],
    ['New applications', company.new_applications],
    ['New messages', company.new_messages],
  ];
}

/** A stat tile: the compact figure to scan, the exact one beneath it when they differ. */
function Stat({ label, value, wide }: { label: string; value: number; wide: boolean }) {
  const compact = formatCompactCount(value);
  const exact = formatCount(value);
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl border border-line bg-surface/60 px-3 py-2.5',
        wide && 'col-span-2',
      )}
    >
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">
        {compact === exact ? (
          exact
        ) : (
          <>
            <span aria-hidden="true">{compact}</span>
            <span className="block text-xs font-normal text-muted">{exact}</span>
          </>
        )}
      </dd>
    </div>
  );
}

export function StatsSection({ company }: { company: Company }) {
  return (
    <DetailSection title="Activity">
      {/* Live jobs takes two cells, so the seven counters fill 2 or 4 columns without a gap. */}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counters(company).map(([label, value], index) => (
          <Stat key={label} label={label} value={value} wide={index === 0} />
        ))}
      </dl>
    </DetailSection>
  );
}
