import type { LogsCleared } from '../../contract/logs';
import { apiRequest } from './httpClient';

export interface LogCalls {
  /** Deletes every system log; the server keeps one clear_logs row behind. */
  clearLogs: () => Promise<LogsCleared>;
}

export const logCalls: LogCalls = {
  clearLogs: () => apiRequest<LogsCleared>('/logs/clear', { method: 'DELETE' }),
};
