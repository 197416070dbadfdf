import { apiRequest } from '../providers/httpClient';
import type { JsonImportAnswer, UserBulkAction, UserBulkAnswer } from './types';

export const bulkUsers = (action: UserBulkAction, ids: number[]) =>
  apiRequest<UserBulkAnswer>('/users/bulk', { method: 'POST', body: { action, ids } });

/** All or nothing: the server creates every user of the file or none. */
export const createUsersFromJson = (users: unknown[]) =>
  apiRequest<JsonImportAnswer>('/scripts/create-users-from-json', { method: 'POST', body: users });
