import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
