/** How often an open page asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new service worker when the page is loaded (and at most daily on its
 * own), so a tab left open for days would never hear of a deployment: ask every hour while
 * online. A new worker found this way installs beside the running one and the prompt appears.
 */
export function checkForUpdates(registration: ServiceWorkerRegistration): () => void {
  const id = setInterval(() => {
    if (!navigator.onLine || registration.installing) return;
    // A failed check (offline after all, a server down) is simply tried again next time.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return () => clearInterval(id);
}
