import type { ReactNode } from 'react';

/** A label and its value: stacked on phones, side by side (fixed label column) from `sm` up. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-x-4">
      <dt className="text-sm text-muted sm:pt-px">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
