import { formatNumber } from '@/lib/format-number';

export function LiveJobs({ count }: { count: number }) {
  const text =
    count <= 0 ? 'No live jobs' : count === 1 ? '1 live job' : `${formatNumber(count)} live jobs`;
  return (
    <p className="mt-3 flex items-center gap-1.5 text-sm">
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={count > 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-muted'}
      >
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
        <path d="M3 13h18" />
      </svg>
      <span className={count > 0 ? 'font-medium text-ink' : 'text-muted'}>{text}</span>
    </p>
  );
}
