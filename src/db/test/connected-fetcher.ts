import { fetcherPages, servePages } from '../page-stream';

/** The fetch worker's code on one end of a real message channel, the database worker's on the other. */
export function connectedFetcher() {
  const channel = new MessageChannel();
  servePages(channel.port1);
  channel.port1.start();
  channel.port2.start();
  return fetcherPages(() => channel.port2);
}
