import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import {
  pgSearchTail,
  pgSearchTrigramStatements,
  pgSearchTrigramsBackfill,
} from '../../refunds/shortTermIndexSql.js';

/**
 * The index of search terms shorter than a trigram. A term of one or two characters occurs in a refund's
 * folded search document either at the start of one of the document's trigrams or within its last two
 * characters, which start none. So a rare short term is found from the trigrams that start with it and
 * from two expression indexes over the document's last characters, without reading every row.
 *
 * - SQLite: the FTS index's own vocabulary lists its trigrams (a virtual table over it).
 * - PostgreSQL: pg_trgm cannot list its keys (and builds them per word), so `refund_search_trigrams`
 *   holds every trigram any refund's folded document has had, kept by a trigger at commit. A trigram is
 *   never taken out when its last refund changes: a listed trigram only tells where to look.
 */
export function shortTermSearchMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect === 'sqlite') {
        await sql`CREATE VIRTUAL TABLE refunds_fts_vocab USING fts5vocab(refunds_fts, 'row')`.execute(db);
        await sql`CREATE INDEX refunds_search_tail2_idx ON refunds (substr(search_text, -2))`.execute(db);
        await sql`CREATE INDEX refunds_search_tail1_idx ON refunds (substr(search_text, -1))`.execute(db);
        return;
      }
      await sql`CREATE TABLE refund_search_trigrams (trigram text COLLATE "C" PRIMARY KEY)`.execute(db);
      for (const statement of pgSearchTrigramStatements()) await statement.execute(db);
      await pgSearchTrigramsBackfill().execute(db);
      await sql`CREATE INDEX refunds_search_tail2_idx ON refunds ((${pgSearchTail(2)}))`.execute(db);
      await sql`CREATE INDEX refunds_search_tail1_idx ON refunds ((${pgSearchTail(1)}))`.execute(db);
    },
  };
}
