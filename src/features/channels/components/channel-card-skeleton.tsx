import { FIRST_CELL_ATTRIBUTE } from '../lib/first-cards';

/** The shape of a card while the first page loads, so the grid does not jump when it lands. */
export function ChannelCardSkeleton({
  shownFrom = 'flex',
  firstScreen = false,
}: {
  shownFrom?: string;
  /** In the prerendered first screen: a cell index.html's first cards may fill (first-cards.ts). */
  firstScreen?: boolean;
}) {
  return (
    <div
      {...(firstScreen && { [FIRST_CELL_ATTRIBUTE]: shownFrom })}
      aria-hidden="true"
      className={`${shownFrom} h-[var(--card-height)] flex-col overflow-hidden rounded-2xl border border-line bg-panel p-5 shadow-xs`}
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

/**
 * Without JavaScript (the prerendered first screen), the same grid from CSS alone: the columns
 * of columnsForWidth (640, 1024 and 1280 px are Tailwind's sm, lg and xl) and three rows of
 * cards, so the app's own first render lands on exactly this layout.
 */
const RESPONSIVE_COLUMNS = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Card i of 12 is shown once there are more than i / 3 columns. */
const SHOWN_FROM = ['flex', 'hidden sm:flex', 'hidden lg:flex', 'hidden xl:flex'];
const ROWS = 3;

/**
 * A screenful of skeleton cards in the grid's own column count; with no count (the first screen
 * rendered at build time, which knows no window), the count follows the width in CSS.
 */
export function SkeletonGrid({ columns }: { columns?: number | undefined }) {
  const fixed = columns !== undefined;
  const count = (columns ?? SHOWN_FROM.length) * ROWS;
  return (
    <div
      className={`grid gap-4 ${fixed ? (columnClasses[columns - 1] ?? 'grid-cols-1') : RESPONSIVE_COLUMNS}`}
    >
      {Array.from({ length: count }, (_, index) => (
        <ChannelCardSkeleton
          key={index}
          shownFrom={fixed ? 'flex' : SHOWN_FROM[Math.floor(index / ROWS)]}
          firstScreen={!fixed}
        />
      ))}
    </div>
  );
}
