/**
 * Vitest's global setup: every test process gets its own temporary folder (TMPDIR), and the run
 * fails if a test leaves anything in it, so no test litters the system's temporary folder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'channels-tests-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const left = readdirSync(dir);
    rmSync(dir, { recursive: true, force: true });
    if (left.length > 0) {
      // A thrown error here is only printed; the exit code is what CI reads.
      console.error(`Tests left ${left.join(', ')} in the temporary folder.`);
      process.exitCode = 1;
    }
  };
}
