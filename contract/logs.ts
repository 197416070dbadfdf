import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE, PageQuery } from './limits.js';
import { routeContracts } from './routes.js';

// The system-log API: pages of the log (all, deletions, one action) and clearing it.

/** The list's filter (the JSON of the PageQuery's filter): { q?, action? }. */
export const LogListFilter = Type.Object({
  q: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  action: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
});
export type LogListFilter = Static<typeof LogListFilter>;

/** An action name, or 'deletions' for every delete_* action. */
export const LogActionParams = Type.Object({ action: Type.String({ maxLength: 64 }) });

export const SystemLogRecord = Type.Object({
  id: Type.Integer(),
  username: Type.Union([Type.Null(), Type.String()]),
  action: Type.String(),
  details: Type.Union([Type.Null(), Type.String()]),
  ip_address: Type.Union([Type.Null(), Type.String()]),
  created_at: Type.String(),
});
export type SystemLogRecord = Static<typeof SystemLogRecord>;
export const SystemLogList = Type.Array(SystemLogRecord, { maxItems: MAX_PAGE_SIZE });

export const LogsCleared = Type.Object({ count: Type.Integer(), message: Type.String() });
export type LogsCleared = Static<typeof LogsCleared>;

export const LogRoutes = routeContracts('logs', {
  list: {
    access: 'logs.list',
    summary: 'A page of the system log; filter { q, action }',
    querystring: PageQuery,
    ok: SystemLogList,
  },
  deletions: {
    access: 'logs.list',
    summary: 'A page of the deletions in the system log',
    querystring: PageQuery,
    ok: SystemLogList,
  },
  byAction: {
    access: 'logs.list',
    summary: 'A page of one action in the system log',
    params: LogActionParams,
    querystring: PageQuery,
    ok: SystemLogList,
  },
  clear: {
    access: 'logs.clear',
    summary: 'Delete every system log row (the clearing itself is logged)',
    ok: LogsCleared,
  },
});
