// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  normalizeUpstream,
  rewriteJsonLinks,
  toProxyLink,
  toProxyLocation,
  toProxyPageLink,
  UpstreamUrlError,
  type LinkMap,
} from './proxy-links.ts';

const PROXY = 'http://127.0.0.1:5173/api';
const map: LinkMap = { upstream: new URL('https://up.example/v2/api'), proxy: PROXY };
const atRoot: LinkMap = { upstream: new URL('https://up.example'), proxy: PROXY };

describe('normalizeUpstream', () => {
  it.each([
    ['https://up.example/api', 'https://up.example/api'],
    ['https://up.example/api/', 'https://up.example/api'],
    ['https://up.example/api//', 'https://up.example/api'],
    ['https://up.example/api/channels', 'https://up.example/api'],
    ['https://up.example/api/channels/', 'https://up.example/api'],
    ['https://up.example/channels', 'https://up.example'],
    ['https://up.example', 'https://up.example'],
    ['HTTP://Up.Example:80/api', 'http://up.example/api'],
    ['http://127.0.0.1:8899/api', 'http://127.0.0.1:8899/api'],
    ['http://[::1]:8899/api/', 'http://[::1]:8899/api'],
  ])('%s -> %s', (value, expected) => {
    expect(normalizeUpstream(value)).toBe(expected);
  });

  it.each([
    ['up.example/api', 'not an absolute URL'],
    ['/api', 'not an absolute URL'],
    ['ftp://up.example/api', 'http or https'],
    ['https://user:secret@up.example/api', 'user name or password'],
    ['https://up.example/api?format=json', 'query string'],
    ['https://up.example/api#x', 'query string or fragment'],
    ['https://up.example/api?', 'query string'],
  ])('refuses %s', (value, reason) => {
    expect(() => normalizeUpstream(value)).toThrow(UpstreamUrlError);
    expect(() => normalizeUpstream(value)).toThrow(reason);
  });
});

describe('toProxyLink', () => {
  it('moves a link into the upstream API onto the proxy, query byte for byte', () => {
    const query = '?cursor=cD0yNg%3D%3D&format=api&x=a+b%2Bc&y=%C3%BC';
    expect(toProxyLink(`https://up.example/v2/api/channels${query}`, map)).toBe(
      `${PROXY}/channels${query}`,
    );
    expect(toProxyLink('https://up.example/v2/api/channels/', map)).toBe(`${PROXY}/channels/`);
    expect(toProxyLink('https://up.example/v2/api', map)).toBe(PROXY);
    expect(toProxyLink('https://UP.example:443/v2/api/x#frag', map)).toBe(`${PROXY}/x#frag`);
  });

  it('also takes the same host on http (DRF behind a TLS-terminating proxy)', () => {
    expect(toProxyLink('http://up.example/v2/api/channels?cursor=a', map)).toBe(
      `${PROXY}/channels?cursor=a`,
    );
    expect(toProxyLink('http://up.example:8000/v2/api/channels', map)).toBeUndefined();
  });

  it('leaves everything outside the upstream API alone', () => {
    expect(toProxyLink('https://up.example/media/logo.png', map)).toBeUndefined();
    expect(toProxyLink('https://up.example/v2/apiary/channels', map)).toBeUndefined();
    expect(toProxyLink('https://other.example/v2/api/channels', map)).toBeUndefined();
    expect(toProxyLink('/v2/api/channels', map)).toBeUndefined();
    expect(toProxyLink('Acme GmbH', map)).toBeUndefined();
    expect(toProxyLink('https://', map)).toBeUndefined();
  });

  it('with an upstream at its root, takes every path of that origin', () => {
    expect(toProxyLink('https://up.example/channels?cursor=a', atRoot)).toBe(
      `${PROXY}/channels?cursor=a`,
    );
    expect(toProxyLink('https://up.example', atRoot)).toBe(PROXY);
  });
});

describe('toProxyPageLink', () => {
  it('maps a foreign link by its path below the upstream base path', () => {
    expect(
      toProxyPageLink('http://internal-host:8000/v2/api/channels/?cursor=cD0x&format=api', map),
    ).toBe(`${PROXY}/channels/?cursor=cD0x&format=api`);
  });

  it('maps any other foreign link onto the collection, keeping a trailing slash', () => {
    expect(toProxyPageLink('http://internal-host:8000/channels?cursor=a%3D', map)).toBe(
      `${PROXY}/channels?cursor=a%3D`,
    );
    expect(toProxyPageLink('http://10.0.0.7/internal/list/?cursor=a', map)).toBe(
      `${PROXY}/channels/?cursor=a`,
    );
    expect(toProxyPageLink('http://internal-host:8000/svc/api/channels?cursor=a', atRoot)).toBe(
      `${PROXY}/channels?cursor=a`,
    );
  });

  it('takes links to the upstream as toProxyLink does and leaves non-links alone', () => {
    expect(toProxyPageLink('https://up.example/v2/api/channels?cursor=a', map)).toBe(
      `${PROXY}/channels?cursor=a`,
    );
    expect(toProxyPageLink('?cursor=a', map)).toBe('?cursor=a');
    expect(toProxyPageLink('javascript:alert(1)', map)).toBe('javascript:alert(1)');
  });
});

describe('toProxyLocation', () => {
  const requested = new URL('https://up.example/v2/api?x=1');
  it('resolves relative locations against the upstream request first', () => {
    expect(toProxyLocation('/v2/api/', requested, map)).toBe(`${PROXY}/`);
    expect(toProxyLocation('api/channels/5', requested, map)).toBe(`${PROXY}/channels/5`);
    expect(toProxyLocation('https://up.example/v2/api/channels/5', requested, map)).toBe(
      `${PROXY}/channels/5`,
    );
  });

  it('keeps locations outside the upstream API (absolute, so they still work)', () => {
    expect(toProxyLocation('/login', requested, map)).toBe('https://up.example/login');
    expect(toProxyLocation('https://sso.example/', requested, map)).toBe('https://sso.example/');
  });
});

describe('rewriteJsonLinks', () => {
  const up = 'https://up.example/v2/api';

  it('rewrites a page: next and previous from any origin, nested links to the upstream only', () => {
    const page = {
      next: 'http://internal-host:8000/v2/api/channels?cursor=cD0yNg%3D%3D&format=api',
      previous: `${up}/channels?cursor=cj0xJnA9MjU%3D&format=api`,
      results: [
        {
          id: 1,
          url: `${up}/channels/1`,
          logo: 'https://up.example/media/logos/acme.svg',
          next: 'http://internal-host:8000/v2/api/channels?cursor=x',
          company: { social: { website: 'http://internal-host:8000/v2/api/channels' } },
        },
      ],
    };
    const rewritten = JSON.parse(rewriteJsonLinks(JSON.stringify(page), map)) as typeof page;
    expect(rewritten).toEqual({
      next: `${PROXY}/channels?cursor=cD0yNg%3D%3D&format=api`,
      previous: `${PROXY}/channels?cursor=cj0xJnA9MjU%3D&format=api`,
      results: [{ ...page.results[0], url: `${PROXY}/channels/1` }],
    });
  });

  it("rewrites DRF's API root", () => {
    expect(rewriteJsonLinks(`{"channels": "${up}/channels"}`, map)).toBe(
      `{"channels": "${PROXY}/channels"}`,
    );
  });

  it('keeps every other byte: numbers, spacing, escapes', () => {
    const text = `{\n  "id": 12345678901234567890, "ratio": 1.50,\n  "name": "\\u00d3 S\\u00failleabh\\u00e1in",\n  "next": "https:\\/\\/up.example\\/v2\\/api\\/channels?cursor=a%3D",\n  "previous": null\n}`;
    expect(rewriteJsonLinks(text, map)).toBe(
      text.replace(
        '"https:\\/\\/up.example\\/v2\\/api\\/channels?cursor=a%3D"',
        `"${PROXY}/channels?cursor=a%3D"`,
      ),
    );
  });

  it('tells keys from values and handles quotes inside strings', () => {
    const text = JSON.stringify({
      next: 'say "next": here',
      [`${up}/as-a-key`]: `${up}/x`,
      list: [`${up}/y`, 'plain'],
      previous: { href: 'http://internal-host:8000/v2/api/channels' },
    });
    expect(JSON.parse(rewriteJsonLinks(text, map))).toEqual({
      next: 'say "next": here',
      [`${up}/as-a-key`]: `${PROXY}/x`,
      list: [`${PROXY}/y`, 'plain'],
      previous: { href: 'http://internal-host:8000/v2/api/channels' },
    });
  });

  it('returns text that is not JSON unchanged (a cut-off answer stays cut off)', () => {
    const cut = `{"next": "${up}/channels?cursor=a", "results": [{"id": 1`;
    expect(rewriteJsonLinks(cut, map)).toBe(cut);
    expect(rewriteJsonLinks('', map)).toBe('');
  });

  it('returns the same text when there is nothing to rewrite', () => {
    const text = '{"detail": "Injected failure"}';
    expect(rewriteJsonLinks(text, map)).toBe(text);
  });
});
