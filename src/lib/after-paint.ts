/**
 * Runs `callback` once the browser has painted the next frame: requestAnimationFrame fires just
 * before a frame's paint, and a task queued from there runs after it. Callbacks asked for in
 * the same frame run in one task, so the state updates they make are one render.
 */
const waiting = new Set<() => void>();
let scheduled = false;

function runAll(): void {
  scheduled = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

export function afterNextPaint(callback: () => void): () => void {
  waiting.add(callback);
  if (!scheduled) {
    scheduled = true;
    const later = () => setTimeout(runAll, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  }
  return () => waiting.delete(callback);
}
