/**
 * The flags that say who may reach the server and who may write to it (cli-args.ts parses the
 * rest): --allowed-host, --trust-proxy, --write-token (or CHANNELS_WRITE_TOKEN), --read-only,
 * --cors-origin, --write-rate-limit, --log-level.
 */
import { LOG_LEVELS, type LogLevel } from '../http/server-app.ts';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const TOKEN_VARIABLE = 'CHANNELS_WRITE_TOKEN';

/** A DNS name, an IPv4 address or a bracketed IPv6 one; ".name" covers subdomains; "*" all. */
const HOST_PATTERN = /^(?:\*|\.?[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])$/i;

export function allowedHostArg(value: string): string {
  if (!HOST_PATTERN.test(value)) {
    throw new UsageError(
      `--allowed-host must be a host name such as example.com, .example.com or *, not "${value}"`,
    );
  }
  return value.toLowerCase();
}

/** An origin exactly as a browser sends it: scheme, host and port, nothing after. */
export function corsOriginArg(value: string): string {
  let origin: string | undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {
    // Falls through to the error below.
  }
  if (origin === undefined || origin !== value) {
    throw new UsageError(
      `--cors-origin must be an origin such as https://admin.example.com (no path or slash), not "${value}"`,
    );
  }
  return origin;
}

/** Visible ASCII without spaces (it travels in a header), long enough not to be guessed. */
export function writeTokenArg(value: string, from: string): string {
  if (!/^[\x21-\x7e]{16,}$/.test(value)) {
    throw new UsageError(
      `${from} must be at least 16 visible ASCII characters without spaces (or leave it out for a random one)`,
    );
  }
  return value;
}

export function logLevelArg(value: string | undefined): LogLevel | undefined {
  if (value === undefined) return undefined;
  const level = LOG_LEVELS.find((known) => known === value);
  if (level === undefined) {
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  }
  return level;
}

export interface AccessValues {
  'write-token'?: string | boolean;
  'read-only'?: string | boolean;
  'cors-origin'?: (string | boolean)[];
}

/**
 * The write token from the flag or the environment; undefined means "make one". Read-only
 * servers have none: --write-token and --cors-origin are refused with --read-only (a flag that
 * silently did nothing would mislead), an ambient CHANNELS_WRITE_TOKEN is simply not used.
 */
export function writeTokenFrom(
  values: AccessValues,
  env: Record<string, string | undefined>,
): string | undefined {
  const flag = values['write-token'];
  if (values['read-only'] === true) {
    const given = [
      ...(flag === undefined ? [] : ['--write-token']),
      ...(values['cors-origin']?.length ? ['--cors-origin'] : []),
    ];
    if (given.length > 0) {
      throw new UsageError(`--read-only refuses every write: ${given.join(', ')} would do nothing`);
    }
    return undefined;
  }
  if (typeof flag === 'string') return writeTokenArg(flag, '--write-token');
  const variable = env[TOKEN_VARIABLE];
  return variable === undefined || variable === ''
    ? undefined
    : writeTokenArg(variable, TOKEN_VARIABLE);
}

/** What the start banner says about writing, after the URL. */
export function writeAccessLine(token: string | undefined, tokenGiven: boolean): string {
  if (token === undefined) return 'Read-only: POST and PATCH are refused.';
  if (tokenGiven) return 'Writes need "Authorization: Token <your key>" (the key you gave).';
  return `Write token: ${token} (send "Authorization: Token ${token}" with POST/PATCH; set --write-token or ${TOKEN_VARIABLE} to keep one)`;
}
