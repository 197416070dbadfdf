import type { TSchema } from 'typebox';
import type { AccessAction, AccessResource } from './access.js';

/** A row of the access table, as `resource.action`; `public` routes need no session. */
export type AccessKey = { [R in AccessResource]: `${R}.${AccessAction<R>}` }[AccessResource] | 'public';

/** What the contract says of one route: who may call it, what it does and its shapes. */
export interface RouteContract {
  access: AccessKey;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response?: Record<number, TSchema>;
  consumes?: string[];
  /** Left out of the API documentation. */
  hide?: boolean;
}

/** A domain's routes, each documented under the domain's tag. */
export function routeContracts<const T extends Record<string, RouteContract>>(
  tag: string,
  routes: T,
): { [K in keyof T]: T[K] & { tags: string[] } } {
  const tagged: Record<string, RouteContract & { tags: string[] }> = {};
  for (const [name, route] of Object.entries(routes)) tagged[name] = { ...route, tags: [tag] };
  return tagged as { [K in keyof T]: T[K] & { tags: string[] } };
}
