import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/connection.js';
import { openReadPool } from './db/readPool.js';
import { readPoolKysely } from './db/readPoolDialect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase, type SeedResult } from './db/seed.js';
import type { Database } from './db/types.js';
import { authenticate, installAuthentication } from './auth/guard.js';
import { purgeExpiredSessions } from './auth/sessions.js';
import { passwordRoutes } from './auth/passwordRoutes.js';
import { authRoutes } from './auth/routes.js';
import { twoFactorLoginRoutes } from './auth/twoFactorLoginRoutes.js';
import { twoFactorRoutes } from './auth/twoFactorRoutes.js';
import { catalogRoutes } from './catalog/routes.js';
import { turkishClientErrorHandler } from './http/clientErrors.js';
import { docsRoutes, installOpenApi } from './http/docs.js';
import { installErrorHandler } from './http/errors.js';
import { databaseRateLimitStore, purgeExpiredRateLimits } from './http/rateLimitStore.js';
import { installSecurityHeaders } from './http/security.js';
import { installFrameworkAnswers, turkishFrameworkErrors } from './http/frameworkAnswers.js';
import { installNulGuard } from './http/inputLimits.js';
import { installRouteTable } from './http/routeTable.js';
import { installSpa } from './http/spa.js';
import { setCatalogDirectory } from './i18n/catalog.js';
import { i18nRoutes } from './i18n/routes.js';
import { statusCannedResponseRoutes } from './statusCannedResponses/routes.js';
import { logRoutes } from './logs/routes.js';
import { reportRoutes } from './reports/routes.js';
import { rolePermissionRoutes } from './roles/permissionRoutes.js';
import { roleRoutes } from './roles/routes.js';
import { userBulkRoutes } from './users/bulkRoutes.js';
import { userRoutes } from './users/routes.js';
import { openReceiptStore } from './receipts/openReceiptStore.js';
import { loadReceiptSigner } from './receipts/signer.js';
import { purgeRemovedReceipts, startOrphanSweep } from './receipts/orphanSweep.js';
import { startRefundTotalsFold } from './refunds/refundTotalsFold.js';
import { receiptAnalysisRoutes } from './receipts/routes.js';
import { receiptReuseRoutes } from './receiptReuse/routes.js';
import { uploadRoutes } from './receipts/uploadRoutes.js';
import { refundActionRoutes } from './refunds/actionRoutes.js';
import { refundRoutes } from './refunds/routes.js';
import { eventRoutes } from './events/routes.js';
import { savedViewRoutes } from './savedViews/routes.js';
import { approvalRoutes } from './approvals/routes.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  seed: SeedResult;
  /** Where the data lives, for the start-up message. */
  databaseLocation: string;
}

const JSON_BODY_LIMIT = 256 * 1024;
const PURGE_INTERVAL_MS = 10 * 60_000;

/** Opens and migrates the database, seeds it, and builds the server without listening (tests use it). */
export async function buildApp(config: Config): Promise<BuiltApp> {
  setCatalogDirectory(config.i18nDir);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle);
  const seed = await seedDatabase(handle, { username: config.adminUsername, password: config.adminPassword });
  const readPool =
    handle.dialect === 'sqlite' && config.readThreads > 0
      ? openReadPool(handle.location, config.readThreads)
      : null;
  const ctx: AppContext = {
    db: handle.db,
    readDb: readPool ? readPoolKysely<Database>(readPool) : handle.db,
    dialect: handle.dialect,
    config,
    sessionPolicy: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    receiptSigner: await loadReceiptSigner(handle.db, config.receiptUrlMinutes),
    receipts: openReceiptStore(handle, config.dataDir),
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Bodies are taken as sent: a value of the wrong type is refused, never converted (true is not id 1,
    // null is not false). Path and query values are texts and their schemas say so.
    ajv: { customOptions: { coerceTypes: false } },
    requestTimeout: config.requestTimeoutMs,
    clientErrorHandler: turkishClientErrorHandler,
    frameworkErrors: turkishFrameworkErrors,
    // Answered by installFrameworkAnswers, in Turkish and with the security headers.
    return503OnClosing: false,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // Node checks the request time-outs on this interval, so it bounds how late a stalled client is cut.
      connectionsCheckingInterval: Math.min(Math.max(Math.floor(config.requestTimeoutMs / 4), 50), 5_000),
    },
  });
  installErrorHandler(app);
  installRouteTable(app);
  installNulGuard(app);
  await installSecurityHeaders(app);
  installFrameworkAnswers(app);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  await app.register(multipart);
  await installOpenApi(app);
  installAuthentication(app, ctx.db, ctx.sessionPolicy);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(twoFactorLoginRoutes, { ctx });
      await api.register(twoFactorRoutes, { ctx });
      await api.register(passwordRoutes, { ctx });
      await api.register(catalogRoutes, { ctx });
      await api.register(refundRoutes, { ctx });
      await api.register(refundActionRoutes, { ctx });
      await api.register(approvalRoutes, { ctx });
      await api.register(eventRoutes, { ctx });
      await api.register(receiptAnalysisRoutes, { ctx });
      await api.register(receiptReuseRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(userBulkRoutes, { ctx });
      await api.register(roleRoutes, { ctx });
      await api.register(rolePermissionRoutes, { ctx });
      await api.register(logRoutes, { ctx });
      await api.register(statusCannedResponseRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(savedViewRoutes, { ctx });
      await api.register(docsRoutes, { isDevelopment: config.isDevelopment });
    },
    { prefix: '/api' },
  );
  await app.register(uploadRoutes, { ctx });
  await app.register(i18nRoutes, { ctx });
  await installSpa(app, config.webRoot, (request) => authenticate(request, ctx.db, ctx.sessionPolicy));

  const purge = setInterval(() => {
    Promise.all([
      purgeExpiredSessions(ctx.db, ctx.sessionPolicy),
      purgeExpiredRateLimits(ctx.db),
      purgeRemovedReceipts(ctx.receipts),
      // Keeps SQLite's planner statistics current as the tables grow (the list plans depend on them).
      ctx.dialect === 'sqlite' ? sql`PRAGMA optimize`.execute(ctx.db) : undefined,
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  void startOrphanSweep(ctx.db, ctx.receipts, app.log);
  const stopTotalsFold = startRefundTotalsFold(ctx, app.log);
  // While closing, a keep-alive connection whose last answer (a long export, a search) went out after the
  // close began is shut at once, instead of holding the close for its idle time-out (72 s).
  let closeIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    stopTotalsFold();
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(closeIdle);
    clearInterval(purge);
    await readPool?.close();
    await ctx.db.destroy();
  });

  return { app, ctx, seed, databaseLocation: handle.location };
}
