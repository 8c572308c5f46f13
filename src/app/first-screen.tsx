import { useApiBase } from '@/api/api-base-context';
import { viewOf } from '@/db/view';
import { DirectoryFrame } from '@/features/channels/components/channel-directory';
import { FirstCardTemplate } from '@/features/channels/components/first-card-template';
import { FirstSavedCopyLine } from '@/features/channels/components/first-saved-copy-line';
import { LOADING_STATUS, LoadingCards } from '@/features/channels/components/loading-state';
import { FilterBar } from '@/features/filters/components/filter-bar';
import { PendingSummary } from '@/features/filters/components/filter-summary';
import { useFilterState } from '@/features/filters/hooks/use-filter-state';
import { DisplaySwitch } from '@/features/map/components/display-switch';
import { useDisplayMode } from '@/features/map/hooks/use-display-mode';
import { AppHeader } from './app-header';
import { FeedLayout } from './feed-layout';
import { MAIN_CLASS, PAGE_CLASS } from './page-layout';

/**
 * The page as it first looks, from the app's own components: the header, the directory's
 * heading, the saved copy's line (hidden until a return visit shows it), the filter bar and the
 * count line, and skeleton cards under "Loading channels…", as
 * the app lays out its own loading screen (DirectoryBody with FilteredFeed). Rendered into
 * index.html at build time (scripts/render-first-screen.tsx), so a first visit paints this
 * before any script has run; main.tsx then renders the app over it, in the same layout (the
 * skeletons' columns follow the width in CSS here, in JS there), so nothing moves. Until then,
 * index.html's first cards script fills the skeletons from the first page with the card
 * template (FirstCardTemplate).
 *
 * Its skeletons hold still: pulsing, they kept a two-core machine's main thread busy while the
 * app's script loaded (first card 343 ms instead of 259 ms in `npm run bench` at 10,000). The
 * app's own loading screen, when the API is slow, pulses as before.
 */
export function FirstScreen() {
  return (
    <div className={`${PAGE_CLASS} [&_.animate-pulse]:animate-none`}>
      <AppHeader />
      <main className={MAIN_CLASS}>
        <DirectoryFrame>
          <div className="mt-4" />
          <FirstSavedCopyLine />
          <FirstScreenFeed />
        </DirectoryFrame>
      </main>
      <FirstCardTemplate />
    </div>
  );
}

/**
 * The filters as the app shows them at an address without any, inert: typed into before the app
 * has run, they would lose what was typed when the app's own take their place.
 */
function FirstScreenFeed() {
  const filters = useFilterState();
  const [mode, setMode] = useDisplayMode();
  return (
    <FeedLayout
      inert
      filterBar={
        <FilterBar
          filters={filters}
          apiBase={useApiBase()}
          view={viewOf(filters.criteria)}
          matches={null}
          copyReady={false}
        />
      }
      summary={<PendingSummary status={LOADING_STATUS} />}
      displaySwitch={<DisplaySwitch mode={mode} onChange={setMode} />}
    >
      <LoadingCards />
    </FeedLayout>
  );
}
