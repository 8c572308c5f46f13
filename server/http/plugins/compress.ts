/**
 * @fastify/compress: brotli or gzip, as the client's Accept-Encoding prefers, for every text
 * answer of 1 KiB or more (the app's script and styles, the API's JSON, SVG logos). Request
 * bodies are not decompressed: a POST arrives as sent, as before.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
