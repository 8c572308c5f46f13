/**
 * Lets the browser run what is waiting (input, a frame) before the caller goes on: a long task
 * split in two at this point counts as two shorter ones. `scheduler.yield` resumes ahead of
 * other queued tasks where the browser has it; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
