import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '../../contract/limits.js';
import { notFound } from './errors.js';

/**
 * Route options for a route with an `IdParams` path: a path id that is not a number names no row, so it
 * is answered like an absent one (404 with the domain's message); a body or query that fails its schema
 * still gets the schema's 400.
 */
export function pathIdOptions(notFoundMessage: string) {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const error = request.validationError;
      if (!error) return;
      throw error.validationContext === 'params' ? notFound(notFoundMessage) : error;
    },
  };
}

/** The id of an `IdParams` path; one beyond the id columns' range names no row. */
export function pathId(raw: string, notFoundMessage: string): number {
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound(notFoundMessage);
  return id;
}
