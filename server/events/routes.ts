import type { PassThrough } from 'node:stream';
import { EventRoutes } from '../../contract/events.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { serverText } from '../i18n/catalog.js';
import { refundActorOf } from '../refunds/refundActor.js';
import { REFUND_MESSAGES } from '../refunds/rules.js';
import { loadVisibleRefund } from '../refunds/store.js';
import { EventStreams } from './eventStreams.js';
import { openEventBus } from './openEventBus.js';
import { recordViewersChange } from './recordRefundEvent.js';
import { markLeft, markViewing, otherViewers, pruneEventTables } from './refundViewers.js';

const PRUNE_INTERVAL_MS = 10 * 60_000;
const byId = pathIdOptions(REFUND_MESSAGES.notFound);
const refundId = (raw: string) => pathId(raw, REFUND_MESSAGES.notFound);

/**
 * The live stream of refund events (server-sent events over a normal authenticated GET: the SPA reads it
 * with fetch, so the session token travels in the Authorization header, never in a URL) and the
 * detail/edit pages' "who else has it open".
 */
export const eventRoutes: RoutePlugin = async (api, { ctx }) => {
  const bus = openEventBus(ctx, api.log);
  const streams = new EventStreams(ctx.db, ctx.sessionPolicy, bus);
  const prune = setInterval(() => {
    pruneEventTables(ctx.db).catch((error: unknown) => api.log.warn({ err: error }, 'event prune failed'));
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  // Before the server waits for its connections to finish: an open stream never finishes by itself.
  api.addHook('preClose', async () => {
    clearInterval(prune);
    streams.closeAll();
    await bus.close();
  });

  api.get('/events', routeOptions(EventRoutes.stream), async (request, reply) => {
    const { auth } = actorOf(request);
    const output: PassThrough = await streams.open({ sessionId: auth.sessionId, userId: auth.user.id });
    reply.raw.on('close', () => streams.close(output));
    return (
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Accel-Buffering', 'no')
        // Its socket is not kept alive after it: a closing server need not wait for the client to drop it.
        .header('Connection', 'close')
        .send(output as unknown as string)
    );
  });

  api.post('/refunds/:id/viewers', { ...routeOptions(EventRoutes.viewing), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const refund = await loadVisibleRefund(ctx.db, actor.scope, refundId(request.params.id));
    const viewer = {
      refundId: refund.id,
      sessionId: actor.auth.sessionId,
      userId: actor.id,
      username: actor.username,
    };
    if (await markViewing(ctx.db, viewer)) await recordViewersChange(ctx.db, refund, actor);
    return { viewers: await otherViewers(ctx.db, refund.id, actor.id) };
  });

  api.delete('/refunds/:id/viewers', { ...routeOptions(EventRoutes.left), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const refund = await loadVisibleRefund(ctx.db, actor.scope, refundId(request.params.id));
    if (await markLeft(ctx.db, refund.id, actor.auth.sessionId)) {
      await recordViewersChange(ctx.db, refund, actor);
    }
    return { message: serverText('server.events.left') };
  });
};
