import { useId, type ReactNode } from 'react';

/** One group of the panel, named by its heading for screen-reader navigation. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-line px-5 py-5 sm:px-6">
      <h3 id={headingId} className="text-xs font-semibold tracking-wider text-muted uppercase">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}
