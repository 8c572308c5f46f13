/** `npm run api -- [flags]`: the reference API on its own (default http://127.0.0.1:8787). */
import { startServer } from './app.ts';
import { parseCliOrExit } from './cli-args.ts';
import { progressPrinter, runUntilSignal } from './lifecycle.ts';

const { options } = parseCliOrExit(process.argv.slice(2), 'npm run api --', 8787);

await runUntilSignal(async (signal) => {
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
