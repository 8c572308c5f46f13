import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { explainError } from './explain-error';

const url = 'https://channels.example.com/api/channels';

describe('explainError', () => {
  it('names CORS and the API address for a network failure', () => {
    const text = JSON.stringify(explainError(new ApiError({ kind: 'network', url })));
    expect(text).toMatch(/CORS/);
    expect(text).toMatch(/API address/);
  });

  it('quotes the server detail and the status of an HTTP error', () => {
    const explained = explainError(
      new ApiError({ kind: 'http', url, status: 503, detail: 'Maintenance' }),
    );
    expect(explained.description).toContain('HTTP 503');
    expect(explained.description).toContain('Maintenance');
    expect(explained.url).toBe(url);
  });

  it('says how long a 429 asked to wait', () => {
    const explained = explainError(
      new ApiError({ kind: 'http', url, status: 429, retryAfter: 30 }),
    );
    expect(explained.hints.join(' ')).toContain('30 s');
  });

  it('tells an HTML page apart from broken JSON', () => {
    expect(explainError(new ApiError({ kind: 'not-json', url, html: true })).title).toMatch(
      /web page/,
    );
    expect(explainError(new ApiError({ kind: 'not-json', url })).title).toMatch(/broken/);
  });

  it('lists schema issues as details', () => {
    const explained = explainError(
      new ApiError({ kind: 'schema', url, issues: ['results: expected array'] }),
    );
    expect(explained.details).toEqual(['results: expected array']);
  });

  it('explains an error that is not an ApiError without crashing', () => {
    expect(explainError(new TypeError('x is undefined')).description).toBe('x is undefined');
    expect(explainError('weird').title).toBe('Something went wrong');
  });
});
