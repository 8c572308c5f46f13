// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCli, usage, UsageError } from './cli-args.ts';

describe('command-line flags', () => {
  it('parses every flag into server options', () => {
    const config = parseCli(
      [
        '--port',
        '9000',
        '--host',
        '0.0.0.0',
        '--count',
        '5000',
        '--reset',
        '--memory',
        '--data-dir',
        '/tmp/x',
        '--page-size',
        '50',
        '--seed',
        '7',
        '--latency',
        '300',
        '--fail-every',
        '5',
        '--rate-limit',
        '10/s',
        '--truncate-every',
        '7',
      ],
      {},
      // Not whatever CHANNELS_WRITE_TOKEN the shell running the tests may have.
      {},
    );
    expect(config.options).toEqual({
      port: 9000,
      host: '0.0.0.0',
      count: 5000,
      reset: true,
      memory: true,
      dataDir: '/tmp/x',
      pageSize: 50,
      seed: 7,
      latencyMs: 300,
      failEvery: 5,
      rateLimit: 10,
      truncateEvery: 7,
    });
    expect(config.portGiven).toBe(true);
    expect(parseCli([]).portGiven).toBe(false);
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--page-size', '0']],
    [['--count', '-1']],
    [['--fail-every', '1.5']],
    [['--nope']],
    [['stray']],
  ])('rejects %j', (argv) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
  });

  describe('--upstream (proxy mode)', () => {
    it('gives the normalized API base and leaves the database options unset', () => {
      const config = parseCli(['--upstream', 'https://up.example/api/channels/', '--port', '0']);
      expect(config.proxy).toEqual({ upstream: 'https://up.example/api', forwardCookies: false });
      expect(config.options.port).toBe(0);
      expect(parseCli(['--upstream', 'http://h:1/api', '--forward-cookies']).proxy).toEqual({
        upstream: 'http://h:1/api',
        forwardCookies: true,
      });
      expect(parseCli([]).proxy).toBeUndefined();
    });

    it.each([
      [['--upstream', 'channels.example.com/api'], 'not an absolute URL'],
      [['--upstream', 'file:///api'], 'http or https'],
      [['--upstream'], 'argument missing'],
      [['--forward-cookies'], '--forward-cookies needs --upstream'],
      [['--upstream', 'http://h/api', '--memory', '--fail-every', '1'], '--memory, --fail-every'],
      [['--upstream', 'http://h/api', '--count', '5'], 'proxy mode does not open'],
      [['--upstream', 'http://h/api', '--page-size', '5'], '--page-size'],
    ])('refuses %j', (argv, message) => {
      expect(() => parseCli(argv)).toThrow(UsageError);
      expect(() => parseCli(argv)).toThrow(message);
    });
  });

  describe('--import (snapshot import, npm run api only)', () => {
    const api = { canImport: true };
    const url = 'https://channels.example/api/channels';

    it('gives the import with its defaults, and serves nothing', () => {
      expect(parseCli(['--import', url], api).import).toEqual({
        url,
        dataDir: undefined,
        delayMs: 250,
        fresh: false,
        maxPages: undefined,
      });
      const argv = ['--import', url, '--data-dir', 'snap', '--delay', '0', '--fresh'];
      expect(parseCli([...argv, '--max-pages', '3'], api).import).toEqual({
        url,
        dataDir: 'snap',
        delayMs: 0,
        fresh: true,
        maxPages: 3,
      });
      expect(parseCli(['--data-dir', 'snap'], api).import).toBeUndefined();
    });

    it('is in the usage of npm run api only', () => {
      expect(usage('npm run api --', 8787, api)).toContain('--import URL');
      expect(usage('npm start --', 5173)).not.toContain('--import');
    });

    it.each([
      [['--import', url, '--memory'], '--import cannot be combined with --memory'],
      [['--import', url, '--upstream', 'http://h/api'], 'cannot be combined with --upstream'],
      [['--import', url, '--count', '5', '--port', '1'], 'with --count, --port'],
      [['--import', url, '--reset'], '(--fresh replaces the database)'],
      [['--import', url, '--rate-limit', '5'], 'serve it afterwards with npm run api'],
      [
        ['--import', 'channels.example/api/channels'],
        '--import: "channels.example/api/channels" is not a URL',
      ],
      [['--import', 'ftp://h/api/channels'], 'not an http(s) URL'],
      [['--import'], 'argument missing'],
      [['--import', url, '--delay', '1.5'], '--delay must be a whole number from 0 to 600000'],
      [['--import', url, '--max-pages', '0'], '--max-pages must be a whole number from 1'],
      [['--fresh', '--delay', '5'], '--delay, --fresh only go with --import'],
      [['--max-pages', '2', '--memory'], '--max-pages only go with --import'],
    ])('refuses %j', (argv, message) => {
      expect(() => parseCli(argv, api)).toThrow(UsageError);
      expect(() => parseCli(argv, api)).toThrow(message);
    });

    it('is refused by npm start', () => {
      expect(() => parseCli(['--import', url])).toThrow(
        '--import: an import is made with npm run api, not here',
      );
      expect(() => parseCli(['--fresh'])).toThrow('--fresh: an import is made with npm run api');
    });
  });

  describe('who may reach it and who may write', () => {
    const token = 'a-key-of-my-own-0123';

    it('parses the access flags into server options', () => {
      const config = parseCli(
        [
          '--allowed-host',
          'Channels.LAN',
          '--allowed-host',
          '.example.com',
          '--trust-proxy',
          '--write-token',
          token,
          '--cors-origin',
          'https://admin.example.com',
          '--write-rate-limit',
          '30',
          '--log-level',
          'info',
        ],
        {},
        {},
      );
      expect(config.options).toMatchObject({
        allowedHosts: ['channels.lan', '.example.com'],
        trustProxy: true,
        writeToken: token,
        corsOrigins: ['https://admin.example.com'],
        writesPerMinute: 30,
        logLevel: 'info',
      });
      expect(config.tokenGiven).toBe(true);
    });

    it('takes the token from CHANNELS_WRITE_TOKEN, the flag first, else none (made at start)', () => {
      const env = { CHANNELS_WRITE_TOKEN: 'from-the-environment-42' };
      expect(parseCli([], {}, env).options.writeToken).toBe('from-the-environment-42');
      expect(parseCli(['--write-token', token], {}, env).options.writeToken).toBe(token);
      const none = parseCli([], {}, {});
      expect(none.options.writeToken).toBeUndefined();
      expect(none.tokenGiven).toBe(false);
      // An ambient token does not make a read-only server writable.
      expect(parseCli(['--read-only'], {}, env).options).toMatchObject({
        readOnly: true,
        writeToken: undefined,
      });
    });

    it.each([
      [['--allowed-host', 'bad host'], '--allowed-host must be a host name'],
      [['--cors-origin', 'https://admin.example.com/'], '--cors-origin must be an origin'],
      [['--cors-origin', 'admin.example.com'], '--cors-origin must be an origin'],
      [['--write-token', 'short'], '--write-token must be at least 16 visible ASCII'],
      [['--write-token', 'has a space in it, sadly'], '--write-token must be at least 16'],
      [['--log-level', 'loud'], '--log-level must be one of fatal, error, warn, info'],
      [['--write-rate-limit', '0'], '--write-rate-limit must be a whole number from 1'],
      [['--read-only', '--write-token', token], '--read-only refuses every write: --write-token'],
      [['--read-only', '--cors-origin', 'https://a.example'], 'would do nothing'],
      [['--upstream', 'http://h/api', '--write-token', token], 'writes go to the upstream'],
      [
        ['--upstream', 'http://h/api', '--read-only'],
        '--upstream cannot be combined with --read-only',
      ],
    ])('refuses %j', (argv, message) => {
      expect(() => parseCli(argv, {}, {})).toThrow(UsageError);
      expect(() => parseCli(argv, {}, {})).toThrow(message);
    });

    it('refuses a CHANNELS_WRITE_TOKEN that is too short, naming the variable', () => {
      expect(() => parseCli([], {}, { CHANNELS_WRITE_TOKEN: 'abc' })).toThrow(
        'CHANNELS_WRITE_TOKEN must be at least 16',
      );
    });

    it('lets a proxy take the host flags', () => {
      const config = parseCli(
        ['--upstream', 'http://h/api', '--allowed-host', 'proxy.lan', '--trust-proxy'],
        {},
        {},
      );
      expect(config.proxy?.upstream).toBe('http://h/api');
      expect(config.options).toMatchObject({ allowedHosts: ['proxy.lan'], trustProxy: true });
    });
  });
});
