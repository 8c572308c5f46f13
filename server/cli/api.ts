/**
 * `npm run api -- [flags]`: the reference API on its own (default http://127.0.0.1:8787), with
 * --upstream a proxy to a real API (for `npm run dev`, whose /api goes to this port), or with
 * --import a copy of a real API's directory into the database, to be served offline after.
 */
import { startServer } from '../app.ts';
import { writeAccessLine } from './access-args.ts';
import { parseCliOrExit } from './cli-args.ts';
import { importedNote, runImportCommand } from './import-cli.ts';
import { abortOnSignal, progressPrinter, runUntilSignal } from './lifecycle.ts';
import { startProxyServer } from '../proxy/proxy.ts';

const config = parseCliOrExit(process.argv.slice(2), 'npm run api --', 8787, { canImport: true });
const { options, proxy } = config;

if (config.import) {
  const code = await runImportCommand(config.import, {
    signal: abortOnSignal(),
    progress: process.stderr,
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
  // Idle keep-alive connections to the source must not hold the process open.
  process.exit(code);
}

await runUntilSignal(async (signal) => {
  if (proxy) {
    const server = await startProxyServer({
      ...proxy,
      port: options.port ?? 8787,
      host: options.host,
      allowedHosts: options.allowedHosts,
      trustProxy: options.trustProxy,
      logLevel: options.logLevel,
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
  console.log(importedNote(server.db, options.dataDir) ?? `${server.db.count()} channels ${where}`);
  console.log(`Channels API listening on ${server.apiUrl}`);
  console.log(writeAccessLine(server.writeToken, config.tokenGiven));
  return server;
});
