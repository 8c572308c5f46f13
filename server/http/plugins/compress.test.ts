// @vitest-environment node
/** Compression by Accept-Encoding: brotli or gzip for text answers of 1 KiB or more. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest, useServer } from '../../test-helpers.ts';

const server = useServer({ count: 30 });

describe('compression', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)('sends a page as %s asks: %s', async (accept, coding, decode) => {
    const plain = await rawRequest(server().apiUrl);
    const packed = await rawRequest(server().apiUrl, { headers: { 'Accept-Encoding': accept } });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(packed.headers['content-type']).toBe('application/json');
    expect(packed.headers.vary).toBe('Origin, Accept, accept-encoding');
    expect(String(decode(packed.bytes))).toBe(plain.body);
    // A page of 20 channels shrinks to a fraction of itself.
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 4);
  });

  it('sends as is without Accept-Encoding, or when the answer is small', async () => {
    const plain = await rawRequest(server().apiUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.bytes.length));
    const small = await rawRequest(`${server().url}/api/`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ channels: server().apiUrl });
  });
});
