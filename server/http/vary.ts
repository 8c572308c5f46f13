/** Adds a field name to an answer's Vary header, keeping the ones other hooks put there. */
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (typeof current !== 'string' || current === '') {
    reply.header('Vary', field);
    return;
  }
  const wanted = field.toLowerCase();
  if (current.split(',').some((name) => name.trim().toLowerCase() === wanted)) return;
  reply.header('Vary', `${current}, ${field}`);
}
