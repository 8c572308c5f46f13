// @vitest-environment node
/** Allowed hosts (Django's ALLOWED_HOSTS) and what --trust-proxy changes. */
import { describe, expect, it } from 'vitest';
import { Page } from '../../src/api/schemas.ts';
import { rawRequest, serverForTest, TEST_WRITE_TOKEN, withoutMsw } from '../test-helpers.ts';
import { allowedHosts, isAllowedHost } from './hosts.ts';

withoutMsw();

const pageOf = (body: string) => Page.parse(JSON.parse(body));

describe('isAllowedHost', () => {
  it('matches names exactly, ".name" with its subdomains, "*" anything', () => {
    const allowed = allowedHosts('0.0.0.0', ['channels.lan', '.example.com']);
    expect(allowed).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', 'channels.lan']),
    );
    for (const name of ['localhost', '[::1]', 'channels.lan', 'example.com', 'api.example.com']) {
      expect(isAllowedHost(name, allowed)).toBe(true);
    }
    for (const name of ['attacker.example', 'channels.lan.evil', 'notexample.com']) {
      expect(isAllowedHost(name, allowed)).toBe(false);
    }
    expect(isAllowedHost('anything.at.all', ['*'])).toBe(true);
    expect(allowedHosts('::')).toContain('[::]');
  });
});

describe('a request for another host', () => {
  it('is a 400 with a DRF detail and no link on that host', async () => {
    const server = await serverForTest({ memory: true, count: 30 });
    for (const path of ['/api/channels', '/api/', '/media/logos/o-suilleabhain-co.svg']) {
      const answer = await rawRequest(`${server.url}${path}`, {
        headers: { Host: 'attacker.example' },
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        detail:
          "Invalid HTTP_HOST header: 'attacker.example'. You may need to add 'attacker.example' to the allowed hosts (--allowed-host attacker.example).",
      });
      expect(answer.body).not.toContain('http://attacker.example');
    }
    // Nor is anything written for it.
    const write = await rawRequest(server.apiUrl, {
      method: 'POST',
      headers: {
        Host: 'attacker.example:8787',
        Authorization: `Token ${TEST_WRITE_TOKEN}`,
        'Content-Type': 'application/json',
      },
      body: '{"company": {"name": "Rebound"}}',
    });
    expect(write.status).toBe(400);
    expect(server.db.count()).toBe(30);
  });

  it('is answered on any port of an allowed name, and on names given with --allowed-host', async () => {
    const server = await serverForTest({ memory: true, count: 30, allowedHosts: ['.lan'] });
    for (const host of ['localhost:1234', '127.0.0.1', 'channels.lan:8080', 'lan']) {
      const answer = await rawRequest(server.apiUrl, { headers: { Host: host } });
      expect(answer.status).toBe(200);
      expect(pageOf(answer.body).next).toMatch(new RegExp(`^http://${host}/api/channels\\?`));
    }
  });
});

describe('--trust-proxy', () => {
  const forwarded = {
    'X-Forwarded-Host': 'channels.example.com',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': '203.0.113.7',
  };

  it('is off by default: X-Forwarded-* change nothing', async () => {
    const server = await serverForTest({
      memory: true,
      count: 30,
      allowedHosts: ['channels.example.com'],
    });
    const answer = await rawRequest(server.apiUrl, { headers: forwarded });
    expect(pageOf(answer.body).next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/channels\?/);
  });

  it('builds links on the forwarded host and scheme, which must be allowed', async () => {
    const server = await serverForTest({
      memory: true,
      count: 30,
      trustProxy: true,
      allowedHosts: ['channels.example.com'],
    });
    const answer = await rawRequest(server.apiUrl, { headers: forwarded });
    expect(pageOf(answer.body).next).toMatch(/^https:\/\/channels\.example\.com\/api\/channels\?/);
    const foreign = await rawRequest(server.apiUrl, {
      headers: { ...forwarded, 'X-Forwarded-Host': 'attacker.example' },
    });
    expect(foreign.status).toBe(400);
  });

  it('counts writes per forwarded client address only when trusted', async () => {
    const post = (url: string, client: string) =>
      rawRequest(url, {
        method: 'POST',
        headers: {
          'X-Forwarded-For': client,
          Authorization: `Token ${TEST_WRITE_TOKEN}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          company: {
            name: `From ${client}`,
            location: { city: 'Cork', country: 'Ireland', country_short: 'IE' },
          },
        }),
      });
    const trusted = await serverForTest({
      memory: true,
      count: 5,
      trustProxy: true,
      writesPerMinute: 1,
    });
    expect((await post(trusted.apiUrl, '203.0.113.7')).status).toBe(201);
    expect((await post(trusted.apiUrl, '203.0.113.8')).status).toBe(201);
    expect((await post(trusted.apiUrl, '203.0.113.7')).status).toBe(429);

    // Untrusted, both come from this machine: one client.
    const direct = await serverForTest({ memory: true, count: 5, writesPerMinute: 1 });
    expect((await post(direct.apiUrl, '203.0.113.7')).status).toBe(201);
    expect((await post(direct.apiUrl, '203.0.113.8')).status).toBe(429);
  });
});
