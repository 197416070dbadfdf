import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/** The whole data model, with the foreign keys and the indexes the list screens use. */
export function initialMigration(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const withId = (db: AnyDb, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb) {
      await withId(db, 'roles')
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('is_system_role', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db, 'permissions')
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_id', 'integer', (c) =>
          c.notNull().references('permissions.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
        .execute();

      for (const table of ['payment_methods', 'refund_reasons']) {
        await withId(db, table)
          .addColumn('name', 'varchar(128)', (c) => c.notNull())
          .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex(`${table}_order_idx`)
          .on(table)
          .columns(['display_order', 'id'])
          .execute();
      }

      await db.schema
        .createTable('role_payment_methods')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('payment_method_id', 'integer', (c) =>
          c.notNull().references('payment_methods.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('role_payment_methods_pk', ['role_id', 'payment_method_id'])
        .execute();

      await withId(db, 'statuses')
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('color', 'varchar(16)', (c) => c.notNull().defaultTo('#808080'))
        .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('statuses_order_idx')
        .on('statuses')
        .columns(['display_order', 'id'])
        .execute();

      await withId(db, 'users')
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('email', 'varchar(254)')
        .addColumn('full_name', 'varchar(128)')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_2fa_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('totp_secret', 'varchar(64)')
        .addColumn('totp_pending_secret', 'varchar(64)')
        .addColumn('totp_last_step', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_role_idx').on('users').column('role_id').execute();

      await withId(db, 'refunds')
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('login_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('member_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('refund_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('reason_id', 'integer', (c) => c.notNull().references('refund_reasons.id'))
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
        .addColumn('status_id', 'integer', (c) => c.notNull().references('statuses.id'))
        .addColumn('amount_kurus', 'bigint', (c) => c.notNull())
        .addColumn('ticket_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('banveri', 'varchar(34)')
        .addColumn('email', 'varchar(254)')
        .addColumn('receipt_path', 'varchar(255)')
        .addColumn('deposit_receipt_path', 'varchar(255)')
        .addColumn('mail_sent', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('refunds_amount_non_negative', sql`amount_kurus >= 0`)
        .execute();
      // The list's default order, and each filter combined with it.
      await db.schema
        .createIndex('refunds_created_idx')
        .on('refunds')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('refunds_status_created_idx')
        .on('refunds')
        .columns(['status_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('refunds_method_created_idx')
        .on('refunds')
        .columns(['payment_method_id', 'created_at'])
        .execute();
      await db.schema.createIndex('refunds_reason_idx').on('refunds').column('reason_id').execute();
      // Duplicate detection groups by these four columns.
      await db.schema
        .createIndex('refunds_duplicate_key_idx')
        .on('refunds')
        .columns(['user_id', 'login_id', 'payment_method_id', 'amount_kurus'])
        .execute();

      await withId(db, 'refund_logs')
        .addColumn('refund_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('additional_data', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('username', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refund_logs_refund_idx')
        .on('refund_logs')
        .columns(['refund_id', 'created_at'])
        .execute();

      await withId(db, 'system_logs')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('username', 'varchar(64)')
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('system_logs_created_idx').on('system_logs').column('created_at').execute();
      await db.schema
        .createIndex('system_logs_action_idx')
        .on('system_logs')
        .columns(['action', 'created_at'])
        .execute();

      await withId(db, 'sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('user_agent', 'varchar(255)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('login_attempts')
        .addColumn('username', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('blocked_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('login_tickets')
        .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('failed_codes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db, 'status_canned_responses')
        .addColumn('status_id', 'integer', (c) => c.notNull().references('statuses.id').onDelete('cascade'))
        .addColumn('canned_response_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('canned_response_name', 'varchar(255)')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('status_canned_responses_status_idx')
        .on('status_canned_responses')
        .column('status_id')
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
