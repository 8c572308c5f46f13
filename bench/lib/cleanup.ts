/**
 * Everything the harness starts (servers, the browser, child processes) registers a stop here, so
 * a finished run, a thrown error and Ctrl-C all leave nothing running behind.
 */
type Stop = () => void | Promise<void>;

const stops: Stop[] = [];
let installed = false;
let stopping: Promise<void> | undefined;

/** Registers a stop; returns a function that runs it now (once) and forgets it. */
export function onCleanup(stop: Stop): () => Promise<void> {
  install();
  let done = false;
  const once: Stop = async () => {
    if (done) return;
    done = true;
    await stop();
  };
  stops.push(once);
  return async () => {
    const at = stops.indexOf(once);
    if (at >= 0) stops.splice(at, 1);
    await once();
  };
}

/** Runs every registered stop, newest first; safe to call more than once. */
export function cleanupAll(): Promise<void> {
  stopping ??= (async () => {
    while (stops.length > 0) {
      const stop = stops.pop() as Stop;
      try {
        await stop();
      } catch (error) {
        console.warn('cleanup failed:', error);
      }
    }
  })();
  return stopping;
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and browser…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
