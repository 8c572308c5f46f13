/** The shape of a card while the first page loads, so the grid does not jump when it lands. */
export function ChannelCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[var(--card-height)] flex-col overflow-hidden rounded-2xl border border-line bg-panel p-5 shadow-xs"
    >
      <div className="flex items-start gap-4">
        <div className="size-12 shrink-0 animate-pulse rounded-xl bg-line" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-3/4 animate-pulse rounded bg-line" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-line" />
        </div>
      </div>
      <div className="mt-4 h-4 w-24 animate-pulse rounded bg-line" />
      <div className="mt-4 flex gap-1.5">
        <div className="h-5 w-16 animate-pulse rounded-full bg-line" />
        <div className="h-5 w-20 animate-pulse rounded-full bg-line" />
      </div>
      <div className="mt-4 flex gap-4 border-t border-line pt-4 pb-1.5">
        {[0, 1, 2, 3].map((icon) => (
          <div key={icon} className="size-5 animate-pulse rounded bg-line" />
        ))}
      </div>
    </div>
  );
}

const columnClasses = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

/** A screenful of skeleton cards in the grid's own column count. */
export function SkeletonGrid({ columns }: { columns: number }) {
  const count = columns * 3;
  return (
    <div className={`grid gap-4 ${columnClasses[columns - 1] ?? 'grid-cols-1'}`}>
      {Array.from({ length: count }, (_, index) => (
        <ChannelCardSkeleton key={index} />
      ))}
    </div>
  );
}
