import { cn } from '@/lib/cn';
import { useInView } from '@/lib/use-in-view';

/**
 * A small busy indicator; decorative, so the surrounding text or state must say what is busy.
 * It turns only while on screen: an animation off screen (the "Load more" at the end of a long
 * list during "Search all channels") still costs the main thread a frame 60 times a second.
 */
export function Spinner({ className }: { className?: string }) {
  const [ref, inView] = useInView('0px');
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      aria-hidden="true"
      className={cn(inView && 'animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
