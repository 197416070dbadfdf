import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * Saved views of the refund list. `name_key` is the Turkish-folded name (İade and iade fold alike), unique
 * per owner. `shared_role_id` shares a view with a role; a deleted role leaves it personal again. A user's
 * default view is one row of saved_view_defaults, whose key is the user: at most one default each, however
 * many set it at once.
 */
export function savedViewsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table =
        dialect === 'postgres'
          ? db.schema.createTable('saved_views').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema
              .createTable('saved_views')
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(60)', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('shared_role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_views_owner_name_key_idx')
        .on('saved_views')
        .columns(['owner_id', 'name_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('saved_views_shared_role_idx')
        .on('saved_views')
        .column('shared_role_id')
        .execute();
      await db.schema
        .createTable('saved_view_defaults')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('view_id', 'integer', (c) => c.notNull().references('saved_views.id').onDelete('cascade'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_view_defaults_view_idx')
        .on('saved_view_defaults')
        .column('view_id')
        .execute();
    },
  };
}
