import type { UserBulkAnswer, UserBulkBody, UserImportAnswer } from '../../contract/users';
import { apiRequest } from './httpClient';

/** The user calls beyond the users resource's CRUD. */
export interface UserCalls {
  /** Each id succeeds or fails on its own; the answer lists both. */
  bulkUsers: (action: UserBulkBody['action'], ids: number[]) => Promise<UserBulkAnswer>;
  /**
   * The entries of a JSON file as read; the server checks them all and creates every user or none
   * (then 400 or 403 with each faulty entry).
   */
  importUsersFromJson: (users: unknown[]) => Promise<UserImportAnswer>;
}

export const userCalls: UserCalls = {
  bulkUsers: (action, ids) =>
    apiRequest<UserBulkAnswer>('/users/bulk', { method: 'POST', body: { action, ids } }),

  importUsersFromJson: (users) =>
    apiRequest<UserImportAnswer>('/scripts/create-users-from-json', { method: 'POST', body: users }),
};
