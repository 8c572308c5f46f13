/**
 * The localStorage key of an API's copy hint is this and the API base (copy-hint.ts). Apart, with
 * no imports, because index.html's inline script is built from it too (src/app/boot-scripts.ts).
 */
export const COPY_HINT_PREFIX = 'channels:copy:';
