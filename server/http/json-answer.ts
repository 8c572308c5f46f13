/**
 * JSON text as an answer with `Content-Type: application/json` exactly, as DRF sends it (given a
 * string, Fastify would append "; charset=utf-8"; given bytes, it keeps the type as set).
 */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('application/json').send(Buffer.from(text, 'utf8'));
}
