import { Spinner } from '@/components/ui/spinner';

/**
 * The map's place while something it needs is not there yet (its code, or the local copy it
 * counts from): the same height as the map, and a line that says what is awaited.
 */
export function MapLoading({ children }: { children: string }) {
  return (
    <div
      aria-busy="true"
      className="grid aspect-[2.1] min-h-48 w-full place-items-center rounded-2xl border border-line bg-panel p-6"
    >
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {children}
      </p>
    </div>
  );
}
