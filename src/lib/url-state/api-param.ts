import { stringParam } from './url-param';

/**
 * `?api=`: the API the app reads, as typed or linked (src/lib/api-base.ts resolves it). Switching
 * APIs pushes an entry, so Back returns to the previous one.
 */
export const apiParam = stringParam({ history: 'push' });
