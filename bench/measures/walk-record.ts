import type { BareWalk } from '../lib/bare-walk';
import { log, type SizeEnv } from '../lib/context';
import { progressGapP95, tenthRates } from '../lib/walk-rates';
import { WALK_METRICS, type AppWalk } from './walk';

const perSecond = (channels: number, ms: number) => (channels / ms) * 1000;
const rounded = (rate: number) => (Number.isFinite(rate) ? rate.toFixed(0) : '—');

/**
 * The walk's figures for one round: throughput over the whole walk and over its first and last
 * tenth, each against the bare loop's of the same round. A walk stopped early keeps its first
 * tenth if it got that far, else says why not; the rest are left to the "not reached" notes.
 */
export function recordWalk(
  env: SizeEnv,
  walk: AppWalk,
  bare: BareWalk | undefined,
  notReached: string | undefined,
): void {
  const { recorder, size } = env;
  const app = tenthRates(walk.samples, walk.total, walk.finished);
  const floor = bare ? tenthRates(bare.samples, size, bare.finished) : undefined;
  const gap = progressGapP95(walk.samples);
  const bareRate = bare?.finished ? perSecond(bare.channels, bare.ms) : Number.NaN;
  log(
    `@${size}: app walked ${walk.channels} channels in ${walk.ms.toFixed(0)} ms${walk.finished ? '' : ` (${walk.stopped ?? 'stopped'})`}, ` +
      `first/last tenth ${rounded(app.first)}/${rounded(app.last)} ch/s, progress gap p95 ${rounded(gap)} ms` +
      (bare
        ? `; bare loop ${bare.channels} in ${bare.ms.toFixed(0)} ms (${bare.pages} pages${bare.finished ? '' : ', not finished'}), first/last tenth ${rounded(floor?.first ?? Number.NaN)}/${rounded(floor?.last ?? Number.NaN)} ch/s`
        : ''),
  );
  if (bare && !bare.finished)
    env.problems.push(
      `bare loop @${size}: not finished (${Math.round(env.walkLimitMs / 60_000)} min limit)`,
    );
  if (Number.isFinite(gap)) recorder.add(WALK_METRICS.gap, size, gap);
  if (notReached !== undefined && !Number.isFinite(app.first))
    recorder.miss(WALK_METRICS.first, size, notReached);
  else recorder.add(WALK_METRICS.first, size, app.first, floor?.first);
  if (!walk.finished) return;
  recorder.add(WALK_METRICS.all, size, perSecond(walk.channels, walk.ms), bareRate);
  recorder.add(WALK_METRICS.last, size, app.last, floor?.last);
}
