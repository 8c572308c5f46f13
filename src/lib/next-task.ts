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
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (the tests, the bench's store) would otherwise stay up for the open port.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel?.port2.postMessage(null);
  });
}
