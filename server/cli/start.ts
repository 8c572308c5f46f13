/**
 * `npm start` (after `vite build`): the built app and the API on one port, default 5173 or the
 * next free one. With --upstream the API is a proxy to a real one (proxy.ts) and no database
 * is opened. With an explicit --port that port is used or the start fails, so scripts
 * (Playwright's webServer) never end up waiting on a different port than they asked for.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startServer } from '../app.ts';
import { writeAccessLine } from './access-args.ts';
import { parseCliOrExit } from './cli-args.ts';
import { importedNote } from './import-cli.ts';
import { progressPrinter, runUntilSignal } from './lifecycle.ts';
import { startProxyServer } from '../proxy/proxy.ts';

const DEFAULT_PORT = 5173;
const PORT_TRIES = 20;

const { options, proxy, portGiven, tokenGiven } = parseCliOrExit(
  process.argv.slice(2),
  'npm start --',
  DEFAULT_PORT,
);
const host = options.host ?? '127.0.0.1';
const dist = resolve('dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${join(dist, 'index.html')} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

async function choosePort(): Promise<number> {
  if (portGiven) return options.port ?? DEFAULT_PORT;
  for (let port = DEFAULT_PORT; port < DEFAULT_PORT + PORT_TRIES; port++) {
    if (await isFree(port)) return port;
    console.error(`Port ${port} is in use, trying ${port + 1}`);
  }
  console.error(
    `Ports ${DEFAULT_PORT}-${DEFAULT_PORT + PORT_TRIES - 1} are all in use; pass --port.`,
  );
  process.exit(1);
}

const port = await choosePort();

await runUntilSignal(async (signal) => {
  if (proxy) {
    const server = await startProxyServer({
      ...proxy,
      port,
      host,
      staticDir: dist,
      allowedHosts: options.allowedHosts,
      trustProxy: options.trustProxy,
      logLevel: options.logLevel,
    });
    console.log(`Channels is running at ${server.url}/`);
    console.log(`API: proxied to ${server.upstream}`);
    return server;
  }
  const server = await startServer({
    ...options,
    port,
    staticDir: dist,
    signal,
    onProgress: progressPrinter(),
  });
  console.log(`Channels is running at ${server.url}/`);
  console.log(`API: ${server.apiUrl}`);
  console.log(writeAccessLine(server.writeToken, tokenGiven));
  const imported = importedNote(server.db, options.dataDir);
  if (imported) console.log(imported);
  return server;
});
