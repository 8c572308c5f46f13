import { spawn, type ChildProcess } from 'node:child_process';
import { onCleanup } from './cleanup';

export interface Started {
  child: ChildProcess;
  /** The last lines the process printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a child in its own process group, so stopping it also stops anything it spawned
 * (tsx starts a second node). Killed on exit, error or Ctrl-C through the cleanup registry.
 */
export function startProcess(command: string, args: string[], cwd: string): Started {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = onCleanup(async () => {
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  });
  // A synchronous last resort: 'exit' handlers cannot wait, but they can still send a signal.
  process.once('exit', () => signalGroup('SIGKILL'));
  return { child, output: () => lines.join('\n'), stop };
}

/** Polls a URL until it answers (any status) or the time runs out. */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
