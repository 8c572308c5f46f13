// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './cli-args.ts';

describe('command-line flags', () => {
  it('parses every flag into server options', () => {
    const config = parseCli([
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
    ]);
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
});
