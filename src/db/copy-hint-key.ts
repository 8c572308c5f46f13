/**
 * The localStorage keys of an API's copy hint (copy-hint.ts) and of its first cards
 * (first-screen.ts) are these and the API base. Apart, with no imports, because index.html's
 * inline scripts are built from them too (src/app/boot-scripts.ts).
 */
export const COPY_HINT_PREFIX = 'channels:copy:';
export const FIRST_SCREEN_PREFIX = 'channels:first:';
