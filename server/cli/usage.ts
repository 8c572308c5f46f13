/** The help text of `npm run api` and `npm start` (cli-args.ts parses what it describes). */
import { DEFAULT_WRITES_PER_MINUTE } from '../api/plugins/write-rate-limit.ts';
import { DEFAULT_COUNT, DEFAULT_DATA_DIR } from '../data/db.ts';
import { DEFAULT_SEED } from '../data/demo/generate.ts';
import { LOG_LEVELS } from '../http/server-app.ts';
import { DEFAULT_DELAY_MS } from '../import/import.ts';
import { TOKEN_VARIABLE } from './access-args.ts';

export interface CliModes {
  /** Accept --import and its flags (`npm run api`). Default false. */
  canImport?: boolean;
}

const IMPORT_USAGE = `

  --import URL        copy the channels collection at URL (e.g. https://host/api/channels)
                      into --data-dir's database, page by page, then exit; run again to
                      resume an interrupted import. Serve it afterwards with the same
                      --data-dir. Combines only with --data-dir and the three flags below.
  --delay MS          pause between two page requests (default ${DEFAULT_DELAY_MS})
  --fresh             replace what --data-dir holds (generated channels, another import)
  --max-pages N       stop after N pages (run again to go on)`;

export function usage(command: string, defaultPort: number, modes: CliModes = {}): string {
  return `Usage: ${command} [flags]

  --port N            port to listen on (default ${defaultPort}; 0 picks a free one)
  --host HOST         address to listen on (default 127.0.0.1)
  --count N           channels to generate for a new database (default ${DEFAULT_COUNT})
  --reset             throw the database away and generate --count channels
  --memory            keep the database in memory (nothing written to disk)
  --data-dir DIR      where channels.db lives (default ${DEFAULT_DATA_DIR})
  --page-size N       channels per page (default 20)
  --seed N            seed of the generated dataset (default ${DEFAULT_SEED})
  --latency MS        delay list requests by MS ±25%
  --fail-every N      every Nth list request answers 500
  --rate-limit N      allow N list requests per second (also "N/s"); the rest get 429
  --truncate-every N  every Nth list request gets a JSON body cut off halfway
  --upstream URL      proxy mode: forward /api/* to the channels API at URL instead of the demo
                      database (URL is the API base, the part before /channels; a trailing
                      /channels is dropped). Opens no database, so the flags above from --count
                      to --truncate-every are refused with it.
  --forward-cookies   with --upstream: pass the browser's Cookie header up and the upstream's
                      Set-Cookie down (both are dropped by default)

  Who may reach it and who may write:
  --allowed-host NAME answer requests whose Host is NAME too (repeatable; ".example.com" covers
                      its subdomains, "*" any name). Always allowed: the --host address,
                      localhost, 127.0.0.1, [::1]; any other Host gets a 400.
  --trust-proxy       believe X-Forwarded-For/-Host/-Proto (only behind a proxy that sets them)
  --write-token KEY   the key POST and PATCH need, as "Authorization: Token KEY" (default
                      $${TOKEN_VARIABLE}, else a new key is printed at start)
  --read-only         refuse POST and PATCH altogether (405)
  --cors-origin URL   let pages on this origin write through CORS (repeatable; every origin
                      may read, none may write by default)
  --write-rate-limit N
                      POST/PATCH requests per minute per client (default ${DEFAULT_WRITES_PER_MINUTE})
  --log-level LEVEL   ${LOG_LEVELS.join(', ')} (default error; info logs every request)
  -h, --help          show this help${modes.canImport ? IMPORT_USAGE : ''}`;
}
