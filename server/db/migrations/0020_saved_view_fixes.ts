import { sql, type Kysely, type Migration } from 'kysely';

/**
 * View names are unique per owner and audience kind (personal or shared) rather than per owner: an
 * administrator renaming a colleague's shared view then never learns of the colleague's personal names.
 */
export const savedViewFixesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await sql`drop index saved_views_owner_name_key_idx`.execute(db);
    await sql`create unique index saved_views_personal_name_idx on saved_views (owner_id, name_key) where shared_role_id is null`.execute(
      db,
    );
    await sql`create unique index saved_views_shared_name_idx on saved_views (owner_id, name_key) where shared_role_id is not null`.execute(
      db,
    );
  },
};
