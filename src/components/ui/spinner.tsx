import { cn } from '@/lib/cn';
import { useInView } from '@/lib/use-in-view';

const SPOKES = 8;

/**
 * A small busy indicator; decorative, so the surrounding text or state must say what is busy.
 *
 * Eight spokes turned a spoke at a time (a stepped animation): the browser then draws 10 frames
 * a second for it instead of 60, which matters while pages stream in on a small machine. It
 * turns only while on screen: an animation off screen still costs frames.
 */
export function Spinner({ className }: { className?: string }) {
  const [ref, inView] = useInView('0px');
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      className={cn(inView && 'animate-spin-steps', className)}
    >
      {Array.from({ length: SPOKES }, (_, spoke) => (
        <line
          key={spoke}
          x1="12"
          y1="3"
          x2="12"
          y2="7.5"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          opacity={(spoke + 1) / SPOKES}
          transform={`rotate(${(360 / SPOKES) * spoke} 12 12)`}
        />
      ))}
    </svg>
  );
}
