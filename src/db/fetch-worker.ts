/**
 * The fetch worker, for walks to the end: it follows the walk's `next` links and validates each
 * page while the database worker writes the pages before. A shared worker the page starts for
 * the database worker (client.ts), or where the browser has none, a worker the database worker
 * starts itself (worker.ts).
 */
import { servePages } from './page-stream';

interface SharedScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
}

if ('onconnect' in self) {
  (self as unknown as SharedScope).addEventListener('connect', (event) => {
    const port = event.ports[0];
    if (!port) return;
    servePages(port);
    port.start();
  });
} else {
  servePages(self);
}
