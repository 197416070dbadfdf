import { sql } from 'kysely';

/**
 * The text PostgreSQL searches, one expression shared by the trigram index and the query so that the
 * planner can use the index. A newline between the columns keeps a term from matching across two of them.
 */
export const PG_SEARCH_DOCUMENT = sql`lower(user_id || E'\\n' || refund_name || E'\\n' || member_name || E'\\n' || login_id || E'\\n' || ticket_id)`;
