import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root and the bench folders, wherever the harness is started from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH = join(ROOT, 'bench');
export const WORK = join(BENCH, '.work');
export const RESULTS = join(BENCH, 'results');

export const APP_DIST = join(WORK, 'app-dist');
export const HELLO_DIST = join(WORK, 'hello-dist');
export const STACK_DIST = join(WORK, 'stack-dist');
export const NAIVE_DIST = join(WORK, 'naive-dist');
export const FLOOR_DIR = join(BENCH, 'floor');
