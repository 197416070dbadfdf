import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Times are epoch milliseconds (BIGINT) and flags are 0/1 integers on both SQLite and PostgreSQL, so that
 * one set of queries (differences, ranges, sums) runs unchanged on either database. Money is integer kuruş.
 */
type Id = Generated<number>;
type Millis = number;
type Flag = ColumnType<number, number | undefined, number>;

export interface RolesTable {
  id: Id;
  name: string;
  display_name: string;
  description: string | null;
  is_system_role: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface PermissionsTable {
  id: Id;
  name: string;
  description: string | null;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface RolePaymentMethodsTable {
  role_id: number;
  payment_method_id: number;
}

export interface UsersTable {
  id: Id;
  username: string;
  password_hash: string;
  role_id: number;
  email: string | null;
  full_name: string | null;
  is_active: Flag;
  is_2fa_enabled: Flag;
  /** Active TOTP secret (base32); set only after a correct first code. */
  totp_secret: string | null;
  /** Secret handed out by setup and waiting for its first code. */
  totp_pending_secret: string | null;
  /** Last accepted TOTP time step; a code of this step or earlier is refused (no replay). */
  totp_last_step: number | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface StatusesTable {
  id: Id;
  name: string;
  color: ColumnType<string, string | undefined, string>;
  display_order: ColumnType<number, number | undefined, number>;
  is_active: Flag;
  /** Entering this status completes a refund (completion-time reports). */
  is_completed: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface CatalogTable {
  id: Id;
  name: string;
  code: string;
  display_order: ColumnType<number, number | undefined, number>;
  is_active: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface RefundsTable {
  id: Id;
  user_id: string;
  login_id: string;
  member_name: string;
  refund_name: string;
  reason_id: number;
  payment_method_id: number;
  status_id: number;
  amount_kurus: number;
  ticket_id: string;
  banveri: string | null;
  email: string | null;
  receipt_path: string | null;
  deposit_receipt_path: string | null;
  mail_sent: number | null;
  /** Lowest refund id of the group sharing user_id, login_id, payment method and amount; null when alone. */
  duplicate_group_id: number | null;
  /** When the refund entered its current status, if that status is marked completed; kept by triggers. */
  completed_at: Millis | null;
  /** Incremented by every write to the refund; an edit or status change must name the one it started from. */
  version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface RefundLogsTable {
  id: Id;
  refund_id: number;
  action: string;
  details: string | null;
  /** JSON text: { field: { old, new } } */
  additional_data: string | null;
  user_id: number | null;
  username: string | null;
  created_at: Millis;
}

/** One committed refund write, as announced to the live event streams (migration 0015). */
export interface RefundEventsTable {
  id: Id;
  refund_id: number;
  /** created, updated, status, mail, receipt, deleted, viewers */
  kind: string;
  /** The refund's payment method after the write (before it, for a deletion); null when unknown. */
  payment_method_id: number | null;
  /** The method it had before an edit moved it; null when unchanged. */
  previous_payment_method_id: number | null;
  version: number | null;
  actor_id: number | null;
  actor_name: string | null;
  created_at: Millis;
}

/** A session that has a refund's detail or edit page open, as of seen_at. */
export interface RefundViewersTable {
  refund_id: number;
  session_id: number;
  user_id: number;
  username: string;
  seen_at: Millis;
}

export interface SystemLogsTable {
  id: Id;
  user_id: number | null;
  username: string | null;
  action: string;
  details: string | null;
  ip_address: string | null;
  created_at: Millis;
  /** The payment method of the refund the row is about; null when about none, 0 when unknown. */
  payment_method_id: number | null;
}

export interface SessionsTable {
  id: Id;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
  ip_address: string | null;
  user_agent: string | null;
}

export interface LoginAttemptsTable {
  /** Lower-cased username as typed, whether or not such a user exists. */
  username: string;
  attempts: number;
  blocked_until: Millis | null;
  updated_at: Millis;
}

export interface LoginTicketsTable {
  ticket_hash: string;
  user_id: number;
  failed_codes: number;
  expires_at: Millis;
  created_at: Millis;
}

export interface StatusCannedResponsesTable {
  id: Id;
  status_id: number;
  canned_response_id: string;
  canned_response_name: string | null;
  is_active: Flag;
  created_by: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** Refund count and kuruş sum per Turkish day, payment method and status; kept by triggers. */
export interface RefundDailyStatsTable {
  day: number;
  payment_method_id: number;
  status_id: number;
  refund_count: number;
  amount_kurus: number;
}

/** Refund count and kuruş sum per payment method and status (migration 0022). */
export interface RefundTotalsTable {
  payment_method_id: number;
  status_id: number;
  refund_count: number;
  amount_kurus: number;
}

/** PostgreSQL: changes to refund_totals not folded in yet (always empty on SQLite). */
export interface RefundTotalChangesTable {
  id: Generated<number>;
  payment_method_id: number;
  status_id: number;
  refund_count: number;
  amount_kurus: number;
}

/** Completion durations per Turkish day of creation and payment method; kept by triggers. */
export interface RefundCompletionStatsTable {
  day: number;
  payment_method_id: number;
  completed_count: number;
  total_ms: number;
  min_ms: number;
  max_ms: number;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Millis;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** A receipt kept in PostgreSQL; sha256 stays null until its last chunk is written. */
export interface ReceiptFilesTable {
  path: string;
  size: number;
  sha256: string | null;
  created_at: Millis;
  /** Set by the transaction that dropped it (migration 0016): no longer opened, its bytes purged later. */
  deleted_at: Millis | null;
}

export interface ReceiptFileChunksTable {
  path: string;
  seq: number;
  data: Buffer;
}

/** A saved view of the refund list (migration 0019); `state` is the JSON of contract SavedViewState. */
export interface SavedViewsTable {
  id: Id;
  owner_id: number;
  name: string;
  /** The Turkish-folded name, unique per owner. */
  name_key: string;
  state: string;
  shared_role_id: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** Each user's default saved view (migration 0019). */
export interface SavedViewDefaultsTable {
  user_id: number;
  view_id: number;
  updated_at: Millis;
}

/** The approval settings, one row (id 1); status_ids is a JSON id list, null for the completed statuses. */
export interface RefundApprovalSettingsTable {
  id: number;
  enabled: number;
  threshold_kurus: number;
  status_ids: string | null;
  updated_by: number | null;
  updated_at: Millis;
}

/** A requested status change waiting for (or past) a second person's decision. */
export interface RefundApprovalsTable {
  id: Id;
  refund_id: number;
  payment_method_id: number;
  from_status_id: number;
  to_status_id: number;
  amount_kurus: number;
  refund_version: number;
  requested_by: number;
  requested_by_username: string;
  requested_at: Millis;
  /** pending, approved, rejected, or outdated (the refund changed or went before a decision). */
  state: string;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Millis | null;
  note: string | null;
}

export interface Database {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  role_payment_methods: RolePaymentMethodsTable;
  users: UsersTable;
  statuses: StatusesTable;
  payment_methods: CatalogTable;
  refund_reasons: CatalogTable;
  refunds: RefundsTable;
  refund_logs: RefundLogsTable;
  refund_events: RefundEventsTable;
  refund_viewers: RefundViewersTable;
  refund_daily_stats: RefundDailyStatsTable;
  refund_totals: RefundTotalsTable;
  refund_total_changes: RefundTotalChangesTable;
  refund_completion_stats: RefundCompletionStatsTable;
  system_logs: SystemLogsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_tickets: LoginTicketsTable;
  status_canned_responses: StatusCannedResponsesTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  refund_approval_settings: RefundApprovalSettingsTable;
  refund_approvals: RefundApprovalsTable;
  /** PostgreSQL only (migration 0012): SQLite keeps receipts in DATA_DIR. */
  receipt_files: ReceiptFilesTable;
  receipt_file_chunks: ReceiptFileChunksTable;
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
  /** Migration 0018: receipt reuse detection. */
  receipt_fingerprints: ReceiptFingerprintsTable;
  receipt_readings: ReceiptReadingsTable;
}

/** A refund's receipt: its hash and what the reader found on it; `reused` 1 while another refund shares either. */
export interface ReceiptFingerprintsTable {
  refund_id: number;
  sha256: string;
  iban: string | null;
  amount_kurus: number | null;
  /** yyyy-MM-dd */
  tx_date: string | null;
  reused: Flag;
}

/** What the receipt reader found on the receipt with this hash. */
export interface ReceiptReadingsTable {
  sha256: string;
  iban: string | null;
  amount_kurus: number | null;
  tx_date: string | null;
  created_at: Millis;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
