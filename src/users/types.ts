import type { RaRecord } from 'react-admin';
import type { UserRecord } from '../../contract/users';

/** A user as GET /api/users returns it. */
export type AdminUserRecord = UserRecord & RaRecord;

/** The add/edit form's values; role_id is null until a role is chosen. */
export interface UserFormValues {
  username: string;
  password: string;
  full_name: string | null;
  email: string | null;
  role_id: number | null;
  is_active: boolean;
  is_2fa_enabled: boolean;
}

export type UserBulkAction = 'activate' | 'deactivate' | 'delete';

/** A row error of POST /api/scripts/create-users-from-json. */
export interface JsonImportError {
  index: number;
  username?: string | null;
  message: string;
}

/** Answer (or 400 body) of POST /api/scripts/create-users-from-json. */
export interface JsonImportAnswer {
  success: boolean;
  message?: string;
  created?: { username: string; id: number }[];
  errors?: JsonImportError[];
}
