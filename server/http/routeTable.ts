import FindMyWay from 'find-my-way';
import type { HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** Reachable without a session; every other route needs one. */
  public: boolean;
}

export interface RouteTable {
  /** Every route the server answers, as registered (HEAD twins included). */
  readonly routes: readonly RouteEntry[];
  /** The methods some route answers for this concrete path: the Allow list of a 405. */
  methodsFor(path: string): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
}

/**
 * Records every route as it is registered, so that a wrong method can be told from an unknown path and
 * the access tests can walk the server's own route list (a new route cannot escape them).
 */
export function installRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  const router = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { public?: boolean } | undefined;
    for (const method of methods) {
      routes.push({ method, url: route.url, public: config?.public === true });
      router.on(method.toUpperCase() as HTTPMethod, route.url, () => undefined);
    }
  });
  app.decorate('routeTable', {
    routes,
    methodsFor(path: string) {
      const methods = new Set<string>();
      for (const { method } of routes) {
        if (!methods.has(method) && router.find(method.toUpperCase() as HTTPMethod, path))
          methods.add(method);
      }
      return [...methods];
    },
  });
}
