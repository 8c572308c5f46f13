import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './api-base';

const page = 'http://localhost:5173/';

describe('resolveApiBase', () => {
  it('defaults to /api on the app origin', () => {
    expect(resolveApiBase('', page, undefined)).toEqual({ base: 'http://localhost:5173/api' });
  });

  it('uses the build-time base when no ?api= is given, without a trailing slash', () => {
    expect(resolveApiBase('', page, 'https://channels.example.com/v2/').base).toBe(
      'https://channels.example.com/v2',
    );
  });

  it('lets ?api= override the build-time base and normalises trailing slashes', () => {
    expect(resolveApiBase('?api=http://127.0.0.1:8787/api//', page, '/api').base).toBe(
      'http://127.0.0.1:8787/api',
    );
  });

  it('resolves a sub-path build-time base against the page, for static hosting', () => {
    expect(resolveApiBase('', 'https://host.example/apps/channels/', './api').base).toBe(
      'https://host.example/apps/channels/api',
    );
  });

  it('ignores an ?api= that is not an http(s) URL and says so', () => {
    expect(resolveApiBase('?api=javascript:alert(1)', page, '/api')).toEqual({
      base: 'http://localhost:5173/api',
      rejectedOverride: 'javascript:alert(1)',
    });
  });
});
