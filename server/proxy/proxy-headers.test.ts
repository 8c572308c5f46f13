// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clientResponseHeaders,
  decodableAcceptEncoding,
  isLoop,
  upstreamRequestHeaders,
} from './proxy-headers.ts';

const VIA = '1.1 channels-proxy-test';
const forward = { host: 'up.example', forwardCookies: false, via: VIA };

describe('upstreamRequestHeaders', () => {
  const browser = {
    host: ['127.0.0.1:5173'],
    accept: ['application/json'],
    'accept-language': ['de-CH'],
    authorization: ['Token abc'],
    'if-none-match': ['W/"1"'],
    'user-agent': ['Mozilla/5.0'],
    cookie: ['sessionid=s3cret'],
    connection: ['keep-alive, x-hop'],
    'x-hop': ['per connection'],
    'keep-alive': ['timeout=5'],
    te: ['trailers'],
    'proxy-authorization': ['Basic eA=='],
    'x-forwarded-for': ['10.0.0.1'],
    forwarded: ['for=10.0.0.1'],
    'accept-encoding': ['gzip, deflate, br, zstd'],
  };

  it('passes end-to-end headers, sets Host and Via, drops hop-by-hop and cookies', () => {
    expect(upstreamRequestHeaders(browser, forward)).toEqual({
      host: 'up.example',
      accept: ['application/json'],
      'accept-language': ['de-CH'],
      authorization: ['Token abc'],
      'if-none-match': ['W/"1"'],
      'user-agent': ['Mozilla/5.0'],
      'accept-encoding': 'gzip, deflate, br',
      via: VIA,
    });
  });

  it('passes the Cookie header with forwardCookies', () => {
    expect(upstreamRequestHeaders(browser, { ...forward, forwardCookies: true }).cookie).toEqual([
      'sessionid=s3cret',
    ]);
  });

  it('appends to an existing Via', () => {
    expect(upstreamRequestHeaders({ via: ['1.1 edge'] }, forward).via).toBe(`1.1 edge, ${VIA}`);
  });
});

describe('decodableAcceptEncoding', () => {
  it('keeps only codings the proxy can decode, with their weights', () => {
    expect(decodableAcceptEncoding(['gzip;q=1.0, zstd, br;q=0.5', 'compress'])).toBe(
      'gzip;q=1.0, br;q=0.5',
    );
  });
  it('asks for identity when nothing usable is left or nothing was sent', () => {
    expect(decodableAcceptEncoding(['zstd'])).toBe('identity');
    expect(decodableAcceptEncoding(undefined)).toBe('identity');
  });
});

describe('clientResponseHeaders', () => {
  const upstream = {
    'content-type': ['application/json'],
    'retry-after': ['1'],
    'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
    'transfer-encoding': ['chunked'],
    connection: ['close'],
  };

  it('passes end-to-end headers and drops Set-Cookie by default', () => {
    expect(clientResponseHeaders(upstream, { forwardCookies: false, via: VIA })).toEqual({
      'content-type': ['application/json'],
      'retry-after': ['1'],
      via: VIA,
    });
  });

  it('passes every Set-Cookie with forwardCookies', () => {
    expect(
      clientResponseHeaders(upstream, { forwardCookies: true, via: VIA })['set-cookie'],
    ).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});

describe('isLoop', () => {
  it('sees its own Via entry only', () => {
    expect(isLoop({ via: [`1.1 edge, ${VIA}`] }, VIA)).toBe(true);
    expect(isLoop({ via: ['1.1 channels-proxy-other'] }, VIA)).toBe(false);
    expect(isLoop({}, VIA)).toBe(false);
  });
});
