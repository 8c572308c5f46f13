import { withPage } from '../lib/browser';
import type { CollectionFacts } from '../lib/api-walk';
import { bareWalk, type BareWalk } from '../lib/bare-walk';
import { log, type SizeEnv } from '../lib/context';
import { DOM_METRIC } from './dom-size';
import { FILTER_METRICS } from './filter';
import { HEAP_METRIC } from './memory';
import { SCROLL_METRICS } from './scroll';
import { appSession, naiveSession, type LoadedFigures, type LoadedPlan } from './sessions';
import { WALK_METRIC } from './walk';

/** What to measure at one size (decided by run.ts from --only and the sizes asked). */
export interface SizePlan extends LoadedPlan {
  walk: boolean;
  naive: boolean;
}

const MB = 1e6;

function describe(label: string, figures: LoadedFigures): string {
  const parts = [label];
  if (figures.dom !== undefined) parts.push(`${figures.dom} elements`);
  if (figures.heap !== undefined) parts.push(`heap ${(figures.heap / MB).toFixed(1)} MB`);
  const s = figures.scroll;
  if (s)
    parts.push(
      `scroll p50/p95/worst ${s.p50.toFixed(1)}/${s.p95.toFixed(1)}/${s.worst.toFixed(1)} ms over ${s.frames} frames at ${s.pxPerFrame} px/frame, ${s.longTasks} long tasks`,
    );
  const f = figures.filter;
  if (f)
    parts.push(
      `filter p50/p95 ${f.p50.toFixed(1)}/${f.p95.toFixed(1)} ms (${f.samples.length} keys timed, ${f.unchanged} changed nothing)`,
    );
  return parts.join(', ');
}

/**
 * The runs at one size. Each run opens the app in a fresh context and loads everything with
 * "Search all channels" (timed), then takes the readings the plan asks for; the bare fetch loop
 * and the naive grid run in the same round, and the order of the three alternates between
 * rounds. Ratios pair the app with the baselines of the same round.
 */
export async function measureSize(
  env: SizeEnv,
  facts: CollectionFacts,
  plan: SizePlan,
): Promise<void> {
  const { recorder, size } = env;
  for (let run = 0; run < env.runs; run += 1) {
    let app: Awaited<ReturnType<typeof appSession>> | undefined;
    let bare: BareWalk | undefined;
    let naive: LoadedFigures | undefined;
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
            return bareWalk(page, `${env.api}/channels`);
          });
        },
      },
      {
        label: 'naive grid',
        run: async () => {
          if (plan.naive) naive = await naiveSession(env, plan);
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

    const appRate = (app.walk.channels / app.walk.ms) * 1000;
    log(
      `@${size} run ${run + 1}/${env.runs}: app walked ${app.walk.channels} channels in ${app.walk.ms.toFixed(0)} ms` +
        (bare
          ? `, bare loop ${bare.channels} in ${bare.ms.toFixed(0)} ms (${bare.pages} pages)`
          : ''),
    );
    log(`  ${describe('app', app)}`);
    if (naive) log(`  ${describe('naive', naive)}`);

    if (plan.walk && bare)
      recorder.add(WALK_METRIC, size, appRate, (bare.channels / bare.ms) * 1000);
    if (app.dom !== undefined) recorder.add(DOM_METRIC, size, app.dom, naive?.dom);
    if (app.heap !== undefined)
      recorder.add(HEAP_METRIC, size, app.heap / MB, facts.jsonBytes / MB);
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
  }
}
