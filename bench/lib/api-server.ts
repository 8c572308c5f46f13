import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { log } from './context';
import { ROOT, WORK } from './paths';
import { startProcess } from './processes';

export interface ApiServer {
  /** e.g. http://127.0.0.1:40123/api */
  api: string;
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the reference server for `count` channels, with its database cached under
 * bench/.work/db-<count> (a fresh machine generates it once: about a minute per million).
 */
export async function startApiServer(count: number, timeoutMs = 15 * 60_000): Promise<ApiServer> {
  const dataDir = join(WORK, `db-${count}`);
  const started = startProcess(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/lib/api-server-main.ts'), String(count), dataDir],
    ROOT,
  );
  const { child } = started;
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.startsWith('generating') || line.startsWith('reopening'))
        log(`db-${count}: ${line}`);
  });
  const ready = await new Promise<{ url: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server for ${count} not ready`)), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as { url: string });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server for ${count} exited (${code}):\n${started.output()}`));
    });
  });
  return { api: `${ready.url}/api`, origin: ready.url, stop: started.stop };
}
