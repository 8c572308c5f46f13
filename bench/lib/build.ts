import { join } from 'node:path';
import { build } from 'vite';
import { APP_DIST, BENCH, HELLO_DIST, NAIVE_DIST, ROOT, STACK_DIST } from './paths';

// The app's config imports without extensions; Vite's notice about that is not the bench's business.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

async function viteBuild(configFile: string, outDir: string): Promise<void> {
  await build({
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The app is built from the working tree into bench/.work, not dist/: the figures are for the
 * code as it stands, and a benchmark must not overwrite a build someone else is serving.
 */
export function buildApp(): Promise<void> {
  return viteBuild(join(ROOT, 'vite.config.ts'), APP_DIST);
}

export function buildHello(): Promise<void> {
  return viteBuild(join(BENCH, 'hello/vite.config.ts'), HELLO_DIST);
}

/** The hello-world plus react-query and the app's zod schemas: the required stack's floor. */
export function buildStack(): Promise<void> {
  return viteBuild(join(BENCH, 'stack/vite.config.ts'), STACK_DIST);
}

export function buildNaive(): Promise<void> {
  return viteBuild(join(BENCH, 'naive/vite.config.ts'), NAIVE_DIST);
}
