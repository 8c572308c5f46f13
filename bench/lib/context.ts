import type { BenchBrowser } from './browser';
import type { Recorder } from './results';

/** What every browser measure needs: where things are served and how many runs to make. */
export interface BenchEnv {
  browser: BenchBrowser;
  recorder: Recorder;
  /** Origin of the static server: the app at `/`, the floor at `/floor/`, the naive grid at `/naive/`. */
  origin: string;
  runs: number;
  quick: boolean;
  /** A walk still running after this long is stopped and reported as not reached (ms). */
  walkLimitMs: number;
  /** The app's tab above this much memory has its walk stopped (bytes). */
  tabLimitBytes: number;
  /** Runs that failed, one line each: reported with the results instead of ending the bench. */
  problems: string[];
}

/** One database size with its API server running. */
export interface SizeEnv extends BenchEnv {
  size: number;
  /** API base, e.g. http://127.0.0.1:4401/api */
  api: string;
}

export function appUrl(env: SizeEnv): string {
  return `${env.origin}/?api=${encodeURIComponent(env.api)}`;
}

export function log(message: string): void {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}
