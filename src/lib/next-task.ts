/**
 * Resolves in a task of its own, after what is already queued (messages, timers): unlike
 * `yieldToMain`, which resumes ahead of them where the browser has `scheduler.yield`.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/**
 * Resolves in a task of its own, after the messages already queued: what a worker's long work
 * awaits between two steps, so that the page's asks are answered in between. Not `nextTask`:
 * browsers hold a timer set from a timer's own task, five deep, for at least 4 ms, so a loop of
 * step and `setTimeout(0)` slept 4 ms at every turn (Chromium, in a worker: 100 turns took 398 ms
 * that way, 3.8 ms through a MessageChannel). The port's messages come in the same queue as the
 * page's, in order: those that arrived during a step are handled before the next one.
 */
export function nextMessage(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return nextTask();
  const { port1, port2 } = (channel ??= openChannel());
  // Node keeps running for a port that holds it: while someone waits, and only then.
  if (waiting.length === 0) (port1 as MessagePort & NodePort).ref?.();
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    port2.postMessage(null);
  });
}

/** Node's ports also have these (browsers' do not). */
interface NodePort {
  ref?: () => void;
  unref?: () => void;
}

function openChannel(): MessageChannel {
  const opened = new MessageChannel();
  const port = opened.port1 as MessagePort & NodePort;
  port.onmessage = () => {
    waiting.shift()?.();
    if (waiting.length === 0) port.unref?.();
  };
  return opened;
}
