import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { WORK } from './paths.ts';

/**
 * A baseline page's build (bench/hello, bench/stack, bench/naive): the same Vite, React plugin and
 * target as the app, so only what the page does differs. No Tailwind: the baselines have no CSS
 * of their own worth processing. `configUrl` is the config file's import.meta.url; the page is
 * built into bench/.work/<name>-dist.
 */
export function baselineConfig(configUrl: string, name: string): UserConfig {
  return {
    root: fileURLToPath(new URL('.', configUrl)),
    base: './',
    plugins: [react()],
    build: { target: 'es2023', outDir: join(WORK, `${name}-dist`), emptyOutDir: true },
    logLevel: 'warn',
  };
}
