import { withPage } from '../lib/browser';
import type { CollectionFacts } from '../lib/api-walk';
import { bareWalk, type BareWalk } from '../lib/bare-walk';
import { log, type SizeEnv } from '../lib/context';
import { DOM_METRIC } from './dom-size';
import { FILTER_METRICS, type FilterFigures } from './filter';
import {
  firstCard,
  floorUrl,
  WARM_APP_METRIC,
  WARM_METRIC,
  WARM_RELOAD_METRIC,
} from './first-card';
import { MEMORY_METRICS } from './memory';
import { SCROLL_METRICS } from './scroll';
import {
  appSession,
  naiveSession,
  type AppFigures,
  type AppPlan,
  type LoadedFigures,
} from './sessions';
import { WALK_METRICS } from './walk';
import { recordWalk } from './walk-record';

/** What to measure at one size (decided by run.ts from --only and the sizes asked). */
export interface SizePlan extends AppPlan {
  walk: boolean;
  naive: boolean;
}

const MB = 1e6;

function describeTyping(f: FilterFigures): string {
  return `p50/p95 ${f.p50.toFixed(1)}/${f.p95.toFixed(1)} ms (${f.samples.length} keys timed, ${f.unchanged} changed nothing; ${f.byQuery.map((q) => `"${q.query}" ${q.timed} keys, p95 ${q.p95.toFixed(1)}, slowest ${q.max.toFixed(1)} at ${q.slowest}`).join('; ')})`;
}

function describe(label: string, figures: LoadedFigures): string {
  const parts = [label];
  if (figures.dom !== undefined) parts.push(`${figures.dom} elements`);
  const m = figures.memory;
  if (m)
    parts.push(
      `heap ${(m.pageHeap / MB).toFixed(1)} MB, worker heap ${(m.workerHeap / MB).toFixed(1)} MB, tab ${(m.tab / MB).toFixed(0)} MB`,
    );
  const s = figures.scroll;
  if (s)
    parts.push(
      `scroll p50/p95/worst ${s.p50.toFixed(1)}/${s.p95.toFixed(1)}/${s.worst.toFixed(1)} ms over ${s.frames} frames at ${s.pxPerFrame} px/frame, ${s.longTasks} long tasks`,
    );
  if (figures.filter) parts.push(`filter ${describeTyping(figures.filter)}`);
  if (figures.firstResult !== undefined)
    parts.push(`first search result ${figures.firstResult.toFixed(0)} ms`);
  return parts.join(', ');
}

/** Every figure a run at this size was to take, for saying why a stopped walk left them out. */
function plannedMetrics(plan: SizePlan) {
  return [
    ...(plan.walk ? [WALK_METRICS.all, WALK_METRICS.last] : []),
    ...(plan.dom ? [DOM_METRIC] : []),
    ...(plan.memory ? [MEMORY_METRICS.heap, MEMORY_METRICS.tab] : []),
    ...(plan.scroll ? Object.values(SCROLL_METRICS) : []),
    ...(plan.filter ? Object.values(FILTER_METRICS) : []),
    ...(plan.warm ? [WARM_METRIC, WARM_APP_METRIC, WARM_RELOAD_METRIC] : []),
  ];
}

/**
 * Memory: the page heap per channel walked (also for a walk stopped early: it is per channel),
 * the whole tab's peak while walking, and, once everything is loaded, the page heap against the
 * JSON and the whole tab.
 */
function recordMemory(env: SizeEnv, app: AppFigures, facts: CollectionFacts): void {
  const { recorder, size } = env;
  const { walk, memoryBefore: before, memory: end } = app;
  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  if (before)
    log(
      `  memory before the walk: heap ${mb(before.pageHeap)} MB, worker heap ${mb(before.workerHeap)} MB, tab ${mb(before.tab)} MB; tab peak while walking ${mb(app.tabPeak)} MB`,
    );
  if (before && end && walk.channels > 0)
    recorder.add(MEMORY_METRICS.perChannel, size, (end.pageHeap - before.pageHeap) / walk.channels);
  recorder.add(MEMORY_METRICS.tabPeak, size, app.tabPeak / MB);
  if (app.disk !== undefined && walk.finished) {
    log(`  storage after the walk: ${mb(app.disk)} MB`);
    recorder.add(MEMORY_METRICS.disk, size, app.disk / size);
  }
  if (end && walk.finished) {
    recorder.add(MEMORY_METRICS.heap, size, end.pageHeap / MB, facts.jsonBytes / MB);
    recorder.add(MEMORY_METRICS.tab, size, end.tab / MB);
  }
}

/** The figures of the loaded page, the app's against the naive grid's of the same round. */
function recordLoaded(env: SizeEnv, app: AppFigures, naive: LoadedFigures | undefined): void {
  const { recorder, size } = env;
  if (app.dom !== undefined) recorder.add(DOM_METRIC, size, app.dom, naive?.dom);
  if (app.scroll) {
    const n = naive?.scroll;
    recorder.add(SCROLL_METRICS.p50, size, app.scroll.p50, n?.p50);
    recorder.add(SCROLL_METRICS.p95, size, app.scroll.p95, n?.p95);
    recorder.add(SCROLL_METRICS.worst, size, app.scroll.worst, n?.worst);
    recorder.add(SCROLL_METRICS.longTasks, size, app.scroll.longTasks, n?.longTasks);
    recorder.add(SCROLL_METRICS.longTaskMs, size, app.scroll.longTaskMs, n?.longTaskMs);
  }
  if (app.filter) {
    recorder.add(FILTER_METRICS.p50, size, app.filter.p50, naive?.filter?.p50);
    recorder.add(FILTER_METRICS.p95, size, app.filter.p95, naive?.filter?.p95);
  }
  if (app.firstResult !== undefined)
    recorder.add(FILTER_METRICS.firstResult, size, app.firstResult, naive?.firstResult);
  if (app.filterWalking) recorder.add(FILTER_METRICS.walkingP95, size, app.filterWalking.p95);
}

/**
 * The runs at one size. Each run opens the app in a fresh context and loads everything with
 * "Search all channels" (timed), then takes the readings the plan asks for; the bare fetch loop,
 * the naive grid and the floor page run in the same round, and their order alternates between
 * rounds. Ratios pair the app with the baselines of the same round.
 */
export async function measureSize(
  env: SizeEnv,
  facts: CollectionFacts,
  plan: SizePlan,
): Promise<void> {
  const { recorder, size } = env;
  for (let run = 0; run < env.runs; run += 1) {
    let app: AppFigures | undefined;
    let bare: BareWalk | undefined;
    let naive: LoadedFigures | undefined;
    let floor: number | undefined;
    const steps: { label: string; run: () => Promise<void> }[] = [
      {
        label: 'app',
        run: async () => {
          app = await appSession(env, plan);
        },
      },
      {
        label: 'bare loop',
        run: async () => {
          if (!plan.walk) return;
          bare = await withPage(env.browser, async (page) => {
            await page.goto(`${env.origin}/floor/blank.html`);
            return bareWalk(page, `${env.api}/channels`, env.walkLimitMs);
          });
        },
      },
      {
        label: 'naive grid',
        run: async () => {
          if (plan.naive) naive = await naiveSession(env, plan);
        },
      },
      {
        label: 'floor page',
        run: async () => {
          if (plan.warm)
            floor = await withPage(env.browser, (page) => firstCard(page, floorUrl(env)));
        },
      },
    ];
    if (run % 2 === 1) steps.reverse();
    for (const step of steps) {
      // A page that misbehaves (the app changed under the bench, say) costs its run, not the
      // whole benchmark: the problem is reported with the results.
      try {
        await step.run();
      } catch (error) {
        const problem = `${step.label} @${size} run ${run + 1}: ${String(error).split('\n')[0]}`;
        env.problems.push(problem);
        log(`PROBLEM ${problem}`);
      }
    }
    if (!app) continue;

    const { walk } = app;
    const reached = walk.finished
      ? undefined
      : `not reached (${walk.stopped ?? 'stopped'}, ${walk.channels.toLocaleString('en-US')} channels walked)`;
    if (plan.walk) recordWalk(env, walk, bare, reached);
    log(`  ${describe('app', app)}`);
    if (app.filterWalking)
      log(`  app, typing during a refresh: ${describeTyping(app.filterWalking)}`);
    if (naive) log(`  ${describe('naive', naive)}`);

    if (plan.memory) recordMemory(env, app, facts);
    if (reached) {
      for (const metric of plannedMetrics(plan)) recorder.miss(metric, size, reached);
      env.problems.push(`app @${size} run ${run + 1}: walk ${reached}`);
      continue;
    }
    recordLoaded(env, app, naive);
    if (plan.warm && app.warm !== undefined) {
      log(
        `  return visit: first card ${app.warm.card.toFixed(0)} ms (the app's own ${app.warm.appCard.toFixed(0)} ms; by reload ${app.warm.reload.toFixed(0)} ms), floor page ${floor?.toFixed(0) ?? '—'} ms`,
      );
      recorder.add(WARM_METRIC, size, app.warm.card, floor);
      recorder.add(WARM_APP_METRIC, size, app.warm.appCard, floor);
      recorder.add(WARM_RELOAD_METRIC, size, app.warm.reload, floor);
    }
  }
}
