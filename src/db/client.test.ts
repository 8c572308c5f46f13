import { describe, expect, it } from 'vitest';
import { LocalDb, type ClientPort } from './client';
import type { FromWorker, WorkerEvent } from './protocol';

/** A worker's port whose messages the test sends by hand. */
function fakePort() {
  let deliver: (data: FromWorker) => void = () => undefined;
  const port: ClientPort = {
    postMessage: () => undefined,
    addEventListener: (type: string, listener: (event: MessageEvent<FromWorker>) => void) => {
      if (type === 'message') deliver = (data) => listener(new MessageEvent('message', { data }));
    },
  };
  return { port, send: (data: FromWorker) => deliver(data) };
}

const notice: WorkerEvent = {
  type: 'notice',
  apiBase: 'https://api.test/api',
  notice: 'The saved copy is open in another tab of this app.',
};

describe('LocalDb events', () => {
  it('keeps the notices the worker gave before anyone listened for the first listener', () => {
    const { port, send } = fakePort();
    const db = new LocalDb(port);
    // A return visit: the worker opens the copy before the app's first render subscribes.
    send({ type: 'changed', apiBase: notice.apiBase, copy: null });
    send(notice);
    const first: WorkerEvent[] = [];
    db.subscribe((event) => first.push(event));
    expect(first).toEqual([notice]);

    // From then on every event reaches every listener once, and nothing is told twice.
    const second: WorkerEvent[] = [];
    db.subscribe((event) => second.push(event));
    const changed: WorkerEvent = { type: 'changed', apiBase: notice.apiBase, copy: null };
    send(changed);
    expect(first).toEqual([notice, changed]);
    expect(second).toEqual([changed]);
  });
});
