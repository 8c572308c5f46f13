import { describe, expect, it } from 'vitest';
import { rawQuery, resolvePageLink, withJsonFormat } from './links';

const base = 'https://channels.example.com/api';

describe('resolvePageLink', () => {
  it('leaves a link on the API base origin untouched', () => {
    const link = 'https://channels.example.com/api/channels?cursor=cD0xMjM%3D&format=api';
    expect(resolvePageLink(link, base)).toBe(link);
  });

  it('maps a link with an internal host onto the API base, cursor byte for byte', () => {
    const link =
      'http://web-7f9c:8000/channels/?cursor=cj0xJnA9MjAyNC0wMy0wMSsxMCUzQTIw%2B&format=api';
    expect(resolvePageLink(link, base)).toBe(
      'https://channels.example.com/api/channels/?cursor=cj0xJnA9MjAyNC0wMy0wMSsxMCUzQTIw%2B&format=api',
    );
  });

  it('keeps the absence of a trailing slash', () => {
    expect(resolvePageLink('http://internal/api/channels?cursor=abc', base)).toBe(
      'https://channels.example.com/api/channels?cursor=abc',
    );
  });

  it('never downgrades an https link to http', () => {
    expect(
      resolvePageLink(
        'https://proxy.example.com/channels?cursor=x',
        'http://channels.example.com/api',
      ),
    ).toBe('https://channels.example.com/api/channels?cursor=x');
  });

  it('leaves an unparseable link alone (the request then fails with its own error)', () => {
    expect(resolvePageLink('not a url', base)).toBe('not a url');
  });
});

describe('rawQuery', () => {
  it('keeps the query string exactly as written, without the fragment', () => {
    expect(rawQuery('http://h/c?cursor=a%3D%3D&format=api#x')).toBe('?cursor=a%3D%3D&format=api');
    expect(rawQuery('http://h/c')).toBe('');
  });
});

describe('withJsonFormat', () => {
  it('switches format=api to format=json and touches nothing else', () => {
    expect(withJsonFormat('http://h/api/channels?cursor=cD0x%2B%3D&format=api')).toBe(
      'http://h/api/channels?cursor=cD0x%2B%3D&format=json',
    );
  });

  it('returns undefined when there is nothing to switch', () => {
    expect(withJsonFormat('http://h/api/channels')).toBeUndefined();
    expect(withJsonFormat('http://h/api/channels?cursor=x&format=json')).toBeUndefined();
    expect(withJsonFormat('http://h/api/channels?cursor=x')).toBeUndefined();
  });
});
