import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { checkForUpdates } from '../lib/update-checks';
import { UpdatePrompt } from './update-prompt';

/**
 * Registers the service worker (pwa.config.ts) and offers its updates. Loaded after the first
 * screen (src/app/app-updates.tsx), so neither this nor workbox-window is in the first chunk.
 * A new version waits until "Reload": then it takes over and every tab of the app reloads onto
 * it (vite-plugin-pwa reloads on the worker's `controlling` event).
 */
export function ServiceWorkerUpdates() {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });
  return (
    <UpdatePrompt
      open={needRefresh}
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        void updateServiceWorker();
      }}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
