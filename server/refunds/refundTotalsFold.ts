import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';

/** How often PostgreSQL's listed total changes are folded into refund_totals (migration 0022). */
const FOLD_EVERY_MS = 2000;

/**
 * Folds the listed changes into the totals now and then, so that a total's read stays a sum over a few
 * hundred rows. Only PostgreSQL lists them; the returned function stops it.
 */
export function startRefundTotalsFold(ctx: AppContext, log: FastifyBaseLogger): () => void {
  if (ctx.dialect !== 'postgres') return () => undefined;
  const timer = setInterval(() => {
    sql`SELECT refund_totals_fold()`
      .execute(ctx.db)
      .catch((error: unknown) => log.warn({ err: error }, 'refund totals fold failed'));
  }, FOLD_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
