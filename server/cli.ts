/**
 * `npm run api -- [flags]`: the reference API on its own (default http://127.0.0.1:8787), or
 * with --upstream a proxy to a real API (for `npm run dev`, whose /api goes to this port).
 */
import { startServer } from './app.ts';
import { parseCliOrExit } from './cli-args.ts';
import { progressPrinter, runUntilSignal } from './lifecycle.ts';
import { startProxyServer } from './proxy.ts';

const { options, proxy } = parseCliOrExit(process.argv.slice(2), 'npm run api --', 8787);

await runUntilSignal(async (signal) => {
  if (proxy) {
    const server = await startProxyServer({
      ...proxy,
      port: options.port ?? 8787,
      host: options.host,
    });
    console.log(`Channels API listening on ${server.apiUrl}`);
    console.log(`API: proxied to ${server.upstream}`);
    return server;
  }
  const server = await startServer({
    ...options,
    port: options.port ?? 8787,
    signal,
    onProgress: progressPrinter(),
  });
  const where = options.memory ? 'in memory' : `in ${options.dataDir ?? '.data'}/channels.db`;
  console.log(`${server.db.count()} channels ${where}`);
  console.log(`Channels API listening on ${server.apiUrl}`);
  return server;
});
