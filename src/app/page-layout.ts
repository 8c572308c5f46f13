/** The page's outer box and its main column: the app and its prerendered first screen share them. */
export const PAGE_CLASS = 'min-h-dvh bg-surface text-ink';
export const MAIN_CLASS = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8';
