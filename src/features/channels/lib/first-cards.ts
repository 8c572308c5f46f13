/**
 * What index.html's first cards script (FIRST_CARDS_SCRIPT in src/app/boot-scripts.ts) finds in
 * the prerendered first screen: the card template it copies, the skeleton cells it replaces (the
 * attribute holds the cell's display classes, which the card takes over) and the template's two
 * slots, and the saved copy's line it shows on a return visit. No imports: the build's config loads this outside Vite's aliases.
 */
export const FIRST_CARD_TEMPLATE_ID = 'first-card';
export const FIRST_CELL_ATTRIBUTE = 'data-first-cell';
export const FIRST_NAME_ATTRIBUTE = 'data-first-name';
export const FIRST_PLACE_ATTRIBUTE = 'data-first-place';
export const FIRST_SAVED_ATTRIBUTE = 'data-first-saved';
