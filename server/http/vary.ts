/** Adds a field name to an answer's Vary header, keeping the ones other hooks put there. */
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header('Vary', [...fields, field].join(', '));
}
