import type { CDPSession, Page } from '@playwright/test';

/** The two DevTools commands the memory readings send, to the page or to one of its workers. */
type Command = 'HeapProfiler.collectGarbage' | 'Runtime.getHeapUsage';

/** One JavaScript isolate (the page's main thread, or a worker), as CDP reports it. */
export interface HeapUsage {
  /** Live JS objects. */
  usedSize: number;
  /** Blink's own garbage-collected heap (DOM and other embedder objects). */
  embedderHeapUsedSize: number;
  /** ArrayBuffer and external string backing stores (not wasm memory, which V8 keeps apart). */
  backingStorageSize: number;
}

export interface Isolate {
  label: string;
  send: (command: Command) => Promise<unknown>;
}

const ATTACH_WAIT_MS = 1000;
/** A collection of a large heap takes seconds; a command unanswered this long never will be. */
const COMMAND_MS = 60_000;

/** Rejects when `promise` has not settled within `ms`: DevTools commands have no timeout. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * CDP sessions to a page and to its dedicated workers (the app's database worker). Playwright
 * gives a session per page only, so the workers are reached from that session the older,
 * unflattened way: auto-attach, then messages wrapped in `Target.sendMessageToTarget`.
 */
export async function openIsolates(
  page: Page,
): Promise<{ isolates: Isolate[]; close: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const workers: { sessionId: string; url: string }[] = [];
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') workers.push({ sessionId, url: targetInfo.url });
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const pending = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id as number);
    if (reply.error) pending.reject(new Error(reply.error.message));
    else pending.resolve(reply.result);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  // The attach events for workers already running follow the command's answer.
  const deadline = Date.now() + ATTACH_WAIT_MS;
  while (workers.length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  let nextId = 0;
  const isolates: Isolate[] = [
    { label: 'page', send: (command) => within(cdp.send(command), COMMAND_MS, command) },
    ...workers.map(({ sessionId, url }) => ({
      label: `worker ${url.split('/').pop() ?? url}`,
      send: (command: Command) =>
        within(
          new Promise<unknown>((resolve, reject) => {
            nextId += 1;
            waiting.set(nextId, { resolve, reject });
            cdp
              .send('Target.sendMessageToTarget', {
                sessionId,
                message: JSON.stringify({ id: nextId, method: command }),
              })
              .catch(reject);
          }),
          COMMAND_MS,
          `${command} in ${url}`,
        ),
    })),
  ];
  return { isolates, close: () => cdp.detach() };
}

/** Full garbage collections, then the heap of each isolate. */
export async function heapsAfterGc(isolates: Isolate[]): Promise<Map<string, HeapUsage>> {
  const heaps = new Map<string, HeapUsage>();
  for (const isolate of isolates) {
    // Twice: objects kept alive by finalizers or weak maps only die in a second pass.
    await isolate.send('HeapProfiler.collectGarbage');
    await isolate.send('HeapProfiler.collectGarbage');
    heaps.set(isolate.label, (await isolate.send('Runtime.getHeapUsage')) as HeapUsage);
  }
  return heaps;
}
