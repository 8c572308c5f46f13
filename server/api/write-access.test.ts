// @vitest-environment node
/** Who may write: a token for POST and PATCH, CORS only for allowed origins, --read-only. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  rawRequest,
  sendJsonBody,
  serverForTest,
  TEST_WRITE_TOKEN,
  withoutMsw,
} from '../test-helpers.ts';
import { checkToken } from './write-access.ts';

withoutMsw();

const channel = {
  company: {
    name: 'Written GmbH',
    location: { city: 'Köln', country: 'Germany', country_short: 'DE' },
  },
};

/** A write as a page on `origin` (or curl) would send it. */
function write(url: string, headers: Record<string, string> = {}, method = 'POST') {
  return rawRequest(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(method === 'PATCH' ? { id: 1, trending: true } : channel),
  });
}

const preflight = (url: string, origin: string, method = 'POST') =>
  rawRequest(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });

describe('TokenAuthentication, as DRF words it', () => {
  it.each([
    [undefined, 'Authentication credentials were not provided.'],
    ['Bearer abc', 'Authentication credentials were not provided.'],
    ['Token', 'Invalid token header. No credentials provided.'],
    ['Token a b', 'Invalid token header. Token string should not contain spaces.'],
    [`Token ${TEST_WRITE_TOKEN}x`, 'Invalid token.'],
  ])('refuses %j: %s', (header, detail) => {
    expect(() => checkToken(header, TEST_WRITE_TOKEN)).toThrow(
      expect.objectContaining({ statusCode: 401, body: { detail } }),
    );
  });

  it('accepts the key, whatever the case of the scheme', () => {
    expect(() => checkToken(`token ${TEST_WRITE_TOKEN}`, TEST_WRITE_TOKEN)).not.toThrow();
  });
});

describe('writes', () => {
  it('need the token: none or a wrong one is a 401 and writes nothing', async () => {
    const server = await serverForTest({ memory: true, count: 10 });
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Token not-the-key-at-all' }];
    for (const headers of attempts) {
      for (const method of ['POST', 'PATCH']) {
        const answer = await write(server.apiUrl, headers, method);
        expect(answer.status).toBe(401);
        expect(answer.headers['www-authenticate']).toBe('Token');
      }
    }
    expect(server.db.count()).toBe(10);
    expect(server.db.get(1)?.trending).toBe(false);

    const created = await write(server.apiUrl, { Authorization: `Token ${TEST_WRITE_TOKEN}` });
    expect(created.status).toBe(201);
    expect(server.db.count()).toBe(11);
  });

  it('from a page on another origin: the preflight is refused, a direct POST is a 401', async () => {
    const server = await serverForTest({ memory: true, count: 10 });
    const refused = await preflight(server.apiUrl, 'http://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();

    const direct = await write(server.apiUrl, { Origin: 'http://evil.example' });
    expect(direct.status).toBe(401);
    expect(direct.headers['access-control-allow-origin']).toBeUndefined();
    expect(server.db.count()).toBe(10);
  });

  it('from an origin given with --cors-origin: allowed, with Authorization', async () => {
    const admin = 'https://admin.example';
    const server = await serverForTest({ memory: true, count: 10, corsOrigins: [admin] });
    const allowed = await preflight(server.apiUrl, admin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(admin);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    expect(allowed.headers.vary).toContain('Origin');
    // Another origin still may not.
    expect((await preflight(server.apiUrl, 'https://other.example')).status).toBe(403);

    const created = await write(server.apiUrl, {
      Origin: admin,
      Authorization: `Token ${TEST_WRITE_TOKEN}`,
    });
    expect(created.status).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(admin);
  });

  it('leave reading open to every origin', async () => {
    const server = await serverForTest({ memory: true, count: 10, corsOrigins: [] });
    const read = await preflight(server.apiUrl, 'http://evil.example', 'GET');
    expect(read.status).toBe(204);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const page = await rawRequest(server.apiUrl, { headers: { Origin: 'http://evil.example' } });
    expect(page.headers['access-control-allow-origin']).toBe('*');
  });

  it('are throttled per client past --write-rate-limit, with Retry-After; reads are not', async () => {
    const server = await serverForTest({ memory: true, count: 10, writesPerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await sendJsonBody(server.apiUrl, 'POST', channel)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const throttled = await write(server.apiUrl, { Authorization: `Token ${TEST_WRITE_TOKEN}` });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const { detail } = JSON.parse(throttled.body) as { detail: string };
    expect(detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds?\.$/);
    expect(server.db.count()).toBe(12);
    expect((await rawRequest(server.apiUrl)).status).toBe(200);
  });

  it('are refused altogether with --read-only: 405, and nothing offers them', async () => {
    const server = await serverForTest({ memory: true, count: 10, readOnly: true });
    expect(server.writeToken).toBeUndefined();
    for (const method of ['POST', 'PATCH']) {
      const answer = await write(server.apiUrl, { Authorization: 'Token anything' }, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(JSON.parse(answer.body)).toEqual({ detail: `Method "${method}" not allowed.` });
    }
    expect((await rawRequest(server.apiUrl)).headers.allow).toBe('GET, HEAD, OPTIONS');
    const metadata = await rawRequest(server.apiUrl, { method: 'OPTIONS' });
    expect(JSON.parse(metadata.body)).not.toHaveProperty('actions');
    expect(server.db.count()).toBe(10);
  });

  it('never put the token in the log, even at trace level', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await serverForTest({ memory: true, count: 10, logLevel: 'trace', logStream });
    await write(server.apiUrl, { Authorization: `Token ${TEST_WRITE_TOKEN}` });
    await write(server.apiUrl, { Authorization: `Token ${TEST_WRITE_TOKEN}-wrong` });
    expect(lines.join('')).toContain('incoming request');
    expect(lines.join('')).not.toContain(TEST_WRITE_TOKEN);
  });
});
