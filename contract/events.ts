import { Type, type Static } from 'typebox';
import { IdParams } from './limits.js';
import { routeContracts } from './routes.js';

/** What happened to a refund: its kinds of write, and `viewers` when someone opens or leaves its page. */
export const REFUND_EVENT_KINDS = [
  'created',
  'updated',
  'status',
  'mail',
  'receipt',
  'deleted',
  'viewers',
] as const;
export type RefundEventKind = (typeof REFUND_EVENT_KINDS)[number];

/**
 * One `refund` message of the live stream (its SSE `data`): which refund changed, how, to which version
 * and by whom. It carries none of the refund's data: a screen that shows the refund reads it again.
 */
export const RefundEventSchema = Type.Object({
  /** Increasing per database; the stream's SSE id. */
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('updated'),
    Type.Literal('status'),
    Type.Literal('mail'),
    Type.Literal('receipt'),
    Type.Literal('deleted'),
    Type.Literal('viewers'),
  ]),
  refund_id: Type.Integer(),
  /** The refund's version after the write; null for a deletion or a viewers change. */
  version: Type.Union([Type.Integer(), Type.Null()]),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_name: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type RefundEvent = Static<typeof RefundEventSchema>;

/** The SSE event names of the stream: `ready` once connected, then `refund` per event. */
export const EVENT_STREAM = { ready: 'ready', refund: 'refund' } as const;

/** The others who have a refund's detail or edit page open (the caller's own sessions left out). */
export const RefundViewersSchema = Type.Object({
  viewers: Type.Array(Type.Object({ user_id: Type.Integer(), username: Type.String() })),
});
export type RefundViewers = Static<typeof RefundViewersSchema>;

/** A page reports itself open at least this often; a session not heard from for VIEWER_TTL_MS has left. */
export const VIEWER_HEARTBEAT_MS = 20_000;
export const VIEWER_TTL_MS = 50_000;

const Message = Type.Object({ message: Type.String() });

export const EventRoutes = routeContracts('events', {
  stream: {
    access: 'refunds.list',
    summary:
      'Server-sent events: refund writes the caller may see (event `refund`, data as RefundEvent), a comment every 25 s',
    /** The 200 answer is an endless text/event-stream, not JSON. */
    ok: Type.String({ description: 'text/event-stream' }),
    errors: { 429: Message, 503: Message },
  },
  viewing: {
    access: 'refunds.show',
    summary: "Marks the caller's session as having the refund open; answers who else has it open",
    params: IdParams,
    ok: RefundViewersSchema,
  },
  left: {
    access: 'refunds.show',
    summary: "The caller's session closed the refund's page",
    params: IdParams,
    ok: Message,
  },
});
