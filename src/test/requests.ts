import { onTestFinished } from 'vitest';
import { server } from './msw-server';

/**
 * The URLs the code under test asks MSW for, in order, from now to the end of the test. The
 * listener goes when the test finishes, passed or failed, so it never records into the next one.
 */
export function recordRequests(): string[] {
  const urls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    urls.push(request.url);
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return urls;
}
