// @vitest-environment node
/** `npm run api -- --import`, in process: what it prints and its exit codes. */
import { describe, expect, it } from 'vitest';
import type { ImportConfig } from './cli-args.ts';
import { openStore } from '../data/db.ts';
import { importedNote, runImportCommand } from './import-cli.ts';
import { serverForTest, tempDir, withoutMsw } from '../test-helpers.ts';

withoutMsw();

async function run(config: Partial<ImportConfig> & { url: string }, signal?: AbortSignal) {
  const out: string[] = [];
  const err: string[] = [];
  const progress: string[] = [];
  const code = await runImportCommand(
    { dataDir: tempDir(), delayMs: 0, fresh: false, maxPages: undefined, ...config },
    {
      signal,
      progress: { write: (text: string) => progress.push(text), isTTY: false },
      log: (line) => out.push(line),
      error: (line) => err.push(line),
    },
  );
  return { code, out, err, progress };
}

const source = () => serverForTest({ memory: true, count: 45, pageSize: 10 });

describe('npm run api -- --import', () => {
  it('says what it stored, where the report is and how to serve it', async () => {
    const from = await source();
    const dataDir = tempDir();
    const { code, out, err, progress } = await run({ url: from.apiUrl, dataDir });
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe(`Importing ${from.apiUrl} into ${dataDir}`);
    expect(out[1]).toMatch(
      new RegExp(`^Imported 45 channels from 5 pages of ${from.apiUrl} in \\d+\\.\\d s\\.$`),
    );
    expect(out.slice(2)).toEqual([
      `No record was rejected. Report: ${dataDir}/import-report.json`,
      `Serve it offline: npm run api -- --data-dir ${dataDir}`,
    ]);
    expect(progress[0]).toMatch(/^Importing: 1 page · 10 records · [\d.]+ records\/s\n$/);

    // Served afterwards, the banner names the import instead of a generated count.
    const copy = await serverForTest({ dataDir });
    expect(importedNote(copy.db, dataDir)).toMatch(
      new RegExp(`^Serving an import of ${from.apiUrl} as captured: 45 channels, finished 20`),
    );
  });

  it('tells how to go on after --max-pages, without the --fresh that would restart it', async () => {
    const from = await source();
    const dataDir = tempDir();
    const config = { url: from.apiUrl, dataDir, fresh: true, maxPages: 2, delayMs: 5 };
    const { code, out } = await run(config);
    expect(code).toBe(0);
    const goOn = `npm run api -- --import ${from.apiUrl} --data-dir ${dataDir} --delay 5`;
    expect(out.slice(1, 3)).toEqual([
      `Stopped after 2 pages as asked (--max-pages): 20 channels from 2 pages stored in ${dataDir}/channels.db.`,
      `Go on with: ${goOn}`,
    ]);
    const partial = await openStore({ dataDir });
    expect(importedNote(partial, dataDir)).toBe(
      `Serving an unfinished import of ${from.apiUrl}: 20 channels from 2 pages so far (${goOn.replace(' --delay 5', '')} goes on)`,
    );
    partial.close();
  });

  it('exits 1 on a failure, saying why and how to resume', async () => {
    const from = await source();
    const url = `${from.url}/api/nowhere`;
    const { code, out, err } = await run({ url, dataDir: tempDir() });
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    expect(err[0]).toBe(
      `Import failed: HTTP 404 from ${url}: Not found. 0 records from 0 pages are stored.`,
    );
    expect(err[1]).toMatch(/^Resume with: npm run api -- --import \S+\/api\/nowhere --data-dir /);
  });

  it('exits 130 when stopped by a signal, saying how to resume', async () => {
    const from = await source();
    const abort = new AbortController();
    abort.abort(new Error('stopped by SIGINT'));
    const { code, err } = await run({ url: from.apiUrl }, abort.signal);
    expect(code).toBe(130);
    expect(err[0]).toBe('Stopped: 0 records from 0 pages are stored.');
    expect(err[1]).toMatch(/^Resume with: npm run api -- --import /);
  });

  it('exits 1 when the data directory holds generated channels', async () => {
    const from = await source();
    const dataDir = tempDir();
    (await openStore({ dataDir, count: 3 })).close();
    const { code, err } = await run({ url: from.apiUrl, dataDir });
    expect(code).toBe(1);
    expect(err).toEqual([
      `Import refused: ${dataDir}/channels.db holds 3 generated channels, not an import; add --fresh to replace them with the import.`,
    ]);
  });
});
