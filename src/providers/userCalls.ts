import type { UserBulkAnswer, UserBulkBody, UserCreateBody, UserImportAnswer } from '../../contract/users';
import { apiRequest } from './httpClient';

/** The user calls beyond the users resource's CRUD. */
export interface UserCalls {
  /** Each id succeeds or fails on its own; the answer lists both. */
  bulkUsers: (action: UserBulkBody['action'], ids: number[]) => Promise<UserBulkAnswer>;
  /** All or nothing: the server creates every user of the file or none (then 400/403 with the errors). */
  importUsersFromJson: (users: UserCreateBody[]) => Promise<UserImportAnswer>;
}

export const userCalls: UserCalls = {
  bulkUsers: (action, ids) =>
    apiRequest<UserBulkAnswer>('/users/bulk', { method: 'POST', body: { action, ids } }),

  importUsersFromJson: (users) =>
    apiRequest<UserImportAnswer>('/scripts/create-users-from-json', { method: 'POST', body: users }),
};
