/** Process plumbing for the CLIs: progress on stderr, clean shutdown on SIGINT/SIGTERM. */

const number = new Intl.NumberFormat('en-US');

/** A progress reporter for database generation: one updating line on a TTY, else every 10%. */
export function progressPrinter(): (done: number, total: number) => void {
  const started = performance.now();
  let lastTenth = -1;
  return (done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (done >= total) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const clear = process.stderr.isTTY ? '\r\x1b[K' : '';
      process.stderr.write(`${clear}Generated ${number.format(total)} channels in ${seconds} s\n`);
      return;
    }
    const line = `Generating channels: ${number.format(done)} of ${number.format(total)} (${percent}%)`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`);
    } else if (Math.floor(percent / 10) > lastTenth) {
      lastTenth = Math.floor(percent / 10);
      process.stderr.write(`${line}\n`);
    }
  };
}

/** What runUntilSignal needs of a server: the reference API and the proxy both fit. */
export interface Closable {
  close(): Promise<void>;
}

/**
 * Starts a server and keeps the process alive until SIGINT/SIGTERM, then closes the server and
 * the database. A signal during database generation aborts it (the old database is untouched).
 * A second signal exits at once.
 */
export async function runUntilSignal(
  start: (signal: AbortSignal) => Promise<Closable>,
): Promise<void> {
  const abort = new AbortController();
  let running: Closable | undefined;
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    abort.abort(new Error(`stopped by ${signal}`));
    if (!running) return; // the start below sees the abort
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    running = await start(abort.signal);
  } catch (error) {
    if (abort.signal.aborted) {
      console.error('\nStopped; the database was left as it was.');
      process.exit(130);
    }
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    console.error(inUse ? `Port in use: ${error.message}` : error);
    process.exit(1);
  }
  if (stopping) {
    await running.close();
    process.exit(0);
  }
}

/**
 * For a command that ends by itself (an import): SIGINT/SIGTERM abort the returned signal, so the
 * work stops cleanly and says how to go on; a second signal exits at once.
 */
export function abortOnSignal(): AbortSignal {
  const abort = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (abort.signal.aborted) process.exit(130);
    abort.abort(new Error(`stopped by ${signal}`));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return abort.signal;
}
