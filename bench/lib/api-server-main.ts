/**
 * Child-process entry: the reference server on a free loopback port with the database for one
 * size (generated on first use, then reused). Prints one JSON line when ready. A child, not
 * in-process, so the server never shares an event loop with the harness or with autocannon.
 *
 *   node --import tsx bench/lib/api-server-main.ts <count> <data-dir>
 */
import { startServer, type RunningServer } from '../../server/app.ts';

const [countArg, dataDir] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || !dataDir) {
  console.error('usage: api-server-main.ts <count> <data-dir>');
  process.exit(2);
}

let lastShown = 0;
let lastDone = -1;
function onProgress(done: number, total: number) {
  if (done === lastDone || (done !== total && Date.now() - lastShown < 5000)) return;
  lastDone = done;
  lastShown = Date.now();
  console.error(
    `generating ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} channels`,
  );
}

async function open(reset: boolean): Promise<RunningServer> {
  return startServer({ port: 0, host: '127.0.0.1', dataDir, count, reset, onProgress });
}

let server: RunningServer;
try {
  server = await open(false);
  // A database left by an earlier version, or filled to another size: generate it again.
  if (server.db.count() !== count) {
    await server.close();
    server = await open(true);
  }
} catch (error) {
  console.error(`reopening ${dataDir} failed (${String(error)}); generating it again`);
  server = await open(true);
}

console.log(JSON.stringify({ url: server.url, apiUrl: server.apiUrl, count: server.db.count() }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
