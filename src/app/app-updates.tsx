import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';

// The service worker's registration and its update prompt (workbox-window among them) load
// once the first screen is up: nothing on it needs them.
const ServiceWorkerUpdates = lazyWithPreload(() =>
  import('@/features/app-update/components/service-worker-updates').then(
    (module) => module.ServiceWorkerUpdates,
  ),
);

export function AppUpdates() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdates />
    </Suspense>
  );
}
