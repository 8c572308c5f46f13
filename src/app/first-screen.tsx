import { DirectoryFrame, LoadingState } from '@/features/channels/components/channel-directory';
import { FirstCardTemplate } from '@/features/channels/components/first-card-template';
import { AppHeader } from './app-header';
import { MAIN_CLASS, PAGE_CLASS } from './page-layout';

/**
 * The page as it first looks, from the app's own components: the header, the directory's
 * heading and skeleton cards under "Loading channels…". Rendered into index.html at build time
 * (scripts/render-first-screen.tsx), so a first visit paints this before any script has run;
 * main.tsx then renders the app over it, in the same layout (the skeletons' columns follow the
 * width in CSS here, in JS there), so nothing moves. Until then, index.html's first cards script
 * fills the skeletons from the first page with the card template (FirstCardTemplate).
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
          <LoadingState status="Loading channels…" />
        </DirectoryFrame>
      </main>
      <FirstCardTemplate />
    </div>
  );
}
