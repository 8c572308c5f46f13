import { serializeError } from './errors';
import type { FromWorker, Request, ToWorker } from './protocol';
import type { LocalDbService } from './service';

/** The worker's side of a message port: what it receives and how it answers. */
export interface ServerPort {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

/**
 * Answers the app's requests with `service`, one answer per request; a cancel aborts the
 * request's signal, which a fetch passes on and long work checks between its steps.
 */
export function serve(service: LocalDbService, port: ServerPort): void {
  const running = new Map<number, AbortController>();
  const run = async (request: Request) => {
    const controller = new AbortController();
    running.set(request.id, controller);
    const isCancelled = () => controller.signal.aborted;
    try {
      const handler = service.handlers[request.method] as (
        args: Request['args'],
        isCancelled: () => boolean,
        signal: AbortSignal,
      ) => Promise<unknown>;
      const value = await handler(request.args, isCancelled, controller.signal);
      port.postMessage({ type: 'result', id: request.id, ok: true, value });
    } catch (error) {
      port.postMessage({ type: 'result', id: request.id, ok: false, error: serializeError(error) });
    } finally {
      running.delete(request.id);
    }
  };
  port.addEventListener('message', ({ data }) => {
    if (data.type === 'cancel') running.get(data.id)?.abort();
    else if (data.type === 'call') void run(data);
  });
}
