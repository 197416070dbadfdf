import type { TSchema } from 'typebox';
import type { AccessAction, AccessResource } from './access.js';

/** A row of the access table, as `resource.action`; `public` routes need no session. */
export type AccessKey = { [R in AccessResource]: `${R}.${AccessAction<R>}` }[AccessResource] | 'public';

/**
 * One route as the contract declares it: who may call it, what it does, and its shapes. `ok` is its 200
 * answer, `created` its 201 answer and `errors` any other answer worth documenting.
 */
export interface RouteDeclaration {
  access: AccessKey;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  ok?: TSchema;
  created?: TSchema;
  errors?: Record<number, TSchema>;
  consumes?: string[];
  /** Left out of the API documentation. */
  hide?: boolean;
}

type ResponseOf<D> = (D extends { ok: infer O } ? { 200: O } : unknown) &
  (D extends { created: infer C } ? { 201: C } : unknown) &
  (D extends { errors: infer E } ? E : unknown);

/** A declared route in Fastify's terms: its access key beside the schema (tags, summary, shapes, answers). */
export type RouteContract<D extends RouteDeclaration = RouteDeclaration> = Omit<
  D,
  'ok' | 'created' | 'errors'
> & { tags: string[]; response: ResponseOf<D> };

/**
 * A domain's routes, each documented under the domain's tag. Free of side effects (marked so for the SPA's
 * bundler, which then drops the contracts that the SPA imports a constant beside but never reads).
 */
/* @__NO_SIDE_EFFECTS__ */
export function routeContracts<const T extends Record<string, RouteDeclaration>>(
  tag: string,
  routes: T,
): { [K in keyof T]: RouteContract<T[K]> } {
  const contracts: Record<string, unknown> = {};
  for (const [name, { ok, created, errors, ...route }] of Object.entries(routes)) {
    const response = { ...(ok && { 200: ok }), ...(created && { 201: created }), ...errors };
    contracts[name] = { ...route, tags: [tag], response };
  }
  return contracts as { [K in keyof T]: RouteContract<T[K]> };
}
