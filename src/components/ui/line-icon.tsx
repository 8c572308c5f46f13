import type { ReactNode } from 'react';

/**
 * A line icon on a 24-unit grid, stroked in the current text colour. Decorative: the control or
 * text beside it carries the name.
 */
export function LineIcon({
  children,
  strokeWidth = 2,
}: {
  children: ReactNode;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
