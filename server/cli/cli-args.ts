/** Command-line flags shared by api.ts (`npm run api`) and start.ts (`npm start`). */
import { parseArgs } from 'node:util';
import type { ServerOptions } from '../app.ts';
import { checkSourceUrl, DEFAULT_DELAY_MS, ImportError } from '../import/import.ts';
import { normalizeUpstream, UpstreamUrlError } from '../proxy/proxy-links.ts';
import {
  allowedHostArg,
  corsOriginArg,
  logLevelArg,
  UsageError,
  writeTokenFrom,
} from './access-args.ts';
import { usage, type CliModes } from './usage.ts';

export { UsageError, usage, type CliModes };

/** Proxy mode (proxy.ts): /api/* goes to a real channels API, no database is opened. */
export interface ProxyConfig {
  /** The upstream's API base, normalized (no trailing slash, no trailing /channels). */
  upstream: string;
  forwardCookies: boolean;
}

/** Snapshot import (import.ts): fill the database from a deployment, then exit. */
export interface ImportConfig {
  /** The deployment's channels collection. */
  url: string;
  dataDir: string | undefined;
  delayMs: number;
  /** Replace what the data directory holds (generated channels, another import). */
  fresh: boolean;
  /** Stop after this many pages (resumable). */
  maxPages: number | undefined;
}

export interface CliConfig {
  options: ServerOptions;
  /** Set by --upstream; then options holds only port and host. */
  proxy: ProxyConfig | undefined;
  /** Set by --import (`npm run api` only): import, serve nothing. */
  import: ImportConfig | undefined;
  help: boolean;
  /** Whether --port was given (start.ts only looks for a free port when it was not). */
  portGiven: boolean;
  /** Whether the write token was given (--write-token, CHANNELS_WRITE_TOKEN); else it is printed. */
  tokenGiven: boolean;
}

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  count: { type: 'string' },
  reset: { type: 'boolean' },
  memory: { type: 'boolean' },
  'data-dir': { type: 'string' },
  'page-size': { type: 'string' },
  seed: { type: 'string' },
  latency: { type: 'string' },
  'fail-every': { type: 'string' },
  'rate-limit': { type: 'string' },
  'truncate-every': { type: 'string' },
  upstream: { type: 'string' },
  'forward-cookies': { type: 'boolean' },
  'allowed-host': { type: 'string', multiple: true },
  'trust-proxy': { type: 'boolean' },
  'write-token': { type: 'string' },
  'read-only': { type: 'boolean' },
  'cors-origin': { type: 'string', multiple: true },
  'write-rate-limit': { type: 'string' },
  'log-level': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Only `npm run api` imports; `npm start` refuses these flags. */
const IMPORT_FLAGS = {
  ...FLAGS,
  import: { type: 'string' },
  delay: { type: 'string' },
  fresh: { type: 'boolean' },
  'max-pages': { type: 'string' },
} as const;

function integer(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

export function parseCli(
  argv: string[],
  modes: CliModes = {},
  env: Record<string, string | undefined> = process.env,
): CliConfig {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: IMPORT_FLAGS,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const rateLimit = values['rate-limit']?.replace(/\/s$/, '');
  const options: ServerOptions = {
    port: integer('port', values.port, 0, 65535),
    host: values.host,
    count: integer('count', values.count, 0, 50_000_000),
    reset: values.reset,
    memory: values.memory,
    dataDir: values['data-dir'],
    pageSize: integer('page-size', values['page-size'], 1, 1000),
    seed: integer('seed', values.seed, 0, 0xffffffff),
    latencyMs: integer('latency', values.latency, 0, 600_000),
    failEvery: integer('fail-every', values['fail-every'], 1, 1_000_000),
    rateLimit: integer('rate-limit', rateLimit, 1, 1_000_000),
    truncateEvery: integer('truncate-every', values['truncate-every'], 1, 1_000_000),
    allowedHosts: values['allowed-host']?.map(allowedHostArg),
    trustProxy: values['trust-proxy'],
    writeToken: writeTokenFrom(values, env),
    readOnly: values['read-only'],
    corsOrigins: values['cors-origin']?.map(corsOriginArg),
    writesPerMinute: integer('write-rate-limit', values['write-rate-limit'], 1, 1_000_000),
    logLevel: logLevelArg(values['log-level']),
  };
  if (options.host === '') throw new UsageError('--host must not be empty');
  return {
    options,
    import: importConfig(values, modes),
    proxy: proxyConfig(values),
    help: values.help === true,
    portGiven: values.port !== undefined,
    tokenGiven: options.writeToken !== undefined,
  };
}

const IMPORT_ONLY = ['delay', 'fresh', 'max-pages'] as const;
/** What an import uses besides its own flags: it serves nothing and generates nothing. */
const IMPORT_ALLOWS = new Set<string>(['import', 'data-dir', 'help', ...IMPORT_ONLY]);

const named = (flags: readonly string[]) => flags.map((flag) => `--${flag}`).join(', ');

function importConfig(values: Values, modes: CliModes): ImportConfig | undefined {
  const url = values.import;
  const only = IMPORT_ONLY.filter((flag) => values[flag] !== undefined);
  if (!modes.canImport && (url !== undefined || only.length > 0)) {
    const given = url === undefined ? only : ['import', ...only];
    throw new UsageError(`${named(given)}: an import is made with npm run api, not here`);
  }
  if (typeof url !== 'string') {
    if (only.length > 0) throw new UsageError(`${named(only)} only go with --import`);
    return undefined;
  }
  const conflicting = Object.keys(values).filter((flag) => !IMPORT_ALLOWS.has(flag));
  if (conflicting.length > 0) {
    const instead = values.reset ? ' (--fresh replaces the database)' : '';
    throw new UsageError(
      `--import cannot be combined with ${named(conflicting)}: an import only fills the database in --data-dir${instead}; serve it afterwards with npm run api`,
    );
  }
  try {
    checkSourceUrl(url);
  } catch (error) {
    if (error instanceof ImportError) throw new UsageError(`--import: ${error.message}`);
    throw error;
  }
  return {
    url,
    dataDir: values['data-dir'] === undefined ? undefined : String(values['data-dir']),
    delayMs: integer('delay', text(values.delay), 0, 600_000) ?? DEFAULT_DELAY_MS,
    fresh: values.fresh === true,
    maxPages: integer('max-pages', text(values['max-pages']), 1, 1_000_000_000),
  };
}

const text = (value: Values[keyof Values]) => (typeof value === 'string' ? value : undefined);

/** The flags that only the local demo database (and its fault injection) can honour. */
const DATABASE_FLAGS = [
  'count',
  'reset',
  'memory',
  'data-dir',
  'page-size',
  'seed',
  'latency',
  'fail-every',
  'rate-limit',
  'truncate-every',
] as const;

/** Writes go to the upstream, which decides who may make them. */
const WRITE_FLAGS = ['write-token', 'read-only', 'cors-origin', 'write-rate-limit'] as const;

type Values = Partial<Record<keyof typeof IMPORT_FLAGS, string | boolean | (string | boolean)[]>>;

function proxyConfig(values: Values): ProxyConfig | undefined {
  const { upstream } = values;
  if (typeof upstream !== 'string') {
    if (values['forward-cookies']) throw new UsageError('--forward-cookies needs --upstream');
    return undefined;
  }
  // Refused, not ignored: a fault flag that silently did nothing would make a test lie.
  const conflicting = DATABASE_FLAGS.filter((flag) => values[flag] !== undefined);
  if (conflicting.length > 0) {
    throw new UsageError(
      `--upstream cannot be combined with ${named(conflicting)}: those are for the local demo database, which proxy mode does not open`,
    );
  }
  const writing = WRITE_FLAGS.filter((flag) => values[flag] !== undefined);
  if (writing.length > 0) {
    throw new UsageError(
      `--upstream cannot be combined with ${named(writing)}: writes go to the upstream, which decides who may make them`,
    );
  }
  try {
    return {
      upstream: normalizeUpstream(upstream),
      forwardCookies: values['forward-cookies'] === true,
    };
  } catch (error) {
    if (error instanceof UpstreamUrlError) throw new UsageError(`--upstream ${error.message}`);
    throw error;
  }
}

/** Parses the flags or prints why they are wrong and exits 2 (and prints help, exits 0). */
export function parseCliOrExit(
  argv: string[],
  command: string,
  defaultPort: number,
  modes: CliModes = {},
): CliConfig {
  try {
    const config = parseCli(argv, modes);
    if (config.help) {
      console.log(usage(command, defaultPort, modes));
      process.exit(0);
    }
    return config;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${command}: ${error.message}\n\n${usage(command, defaultPort, modes)}`);
    process.exit(2);
  }
}
