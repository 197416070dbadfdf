import type { FastifyInstance } from 'fastify';

/** SIGINT/SIGTERM close the server (finishing the requests in flight) and then end the process. */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/** Runs a process's main function; a failure to start is printed and ends the process with code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
