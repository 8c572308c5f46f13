/**
 * Resolves in a task of its own, after what is already queued (messages, timers): unlike
 * `yieldToMain`, which resumes ahead of them where the browser has `scheduler.yield`.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
