import { sql, type RawBuilder } from 'kysely';
import { foldTurkishSql } from '../db/turkishText.js';
import { REFUND_SEARCHED_COLUMNS, refundSearchDocument } from './searchDocument.js';

/** PostgreSQL's folded search document (as SQLite's `search_text`), computed from the searched columns. */
export const pgFoldedSearchDocument = () => foldTurkishSql(refundSearchDocument(), 'postgres');

/** The last `characters` characters of the folded search document: the expression of its tail indexes. */
export const pgSearchTail = (characters: 1 | 2): RawBuilder<string> =>
  sql<string>`right(${pgFoldedSearchDocument()}, ${sql.lit(characters)})`;

const columnsOf = (row: string) => REFUND_SEARCHED_COLUMNS.map((column) => `${row}.${column}`).join(', ');

/** Adds the trigrams of a written refund's folded search document, in one order whichever writer commits. */
const ADD_NEW_ROW_TRIGRAMS = `INSERT INTO refund_search_trigrams (trigram)
  SELECT trigram FROM refund_search_trigrams_of(${columnsOf('NEW')}) AS trigram
  ORDER BY trigram ON CONFLICT DO NOTHING`;

/**
 * The statements that keep `refund_search_trigrams` (see migration 0021): a function that lists a
 * document's trigrams and deferred triggers that add a created or retyped refund's trigrams at commit,
 * after its rollup rows, like every rollup lock.
 */
export const pgSearchTrigramStatements = (): RawBuilder<unknown>[] => [
  sql`CREATE FUNCTION refund_search_trigrams_of(${sql.raw(
    REFUND_SEARCHED_COLUMNS.map((column) => `${column} text`).join(', '),
  )}) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
    SELECT DISTINCT substr(folded.document, i, 3) COLLATE "C"
    FROM (SELECT ${pgFoldedSearchDocument()} AS document) AS folded,
         generate_series(1, length(folded.document) - 2) AS i
  $$`,
  sql.raw(`CREATE FUNCTION refund_search_trigrams_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${ADD_NEW_ROW_TRIGRAMS};
      RETURN NULL;
    END $$`),
  sql.raw(`CREATE CONSTRAINT TRIGGER search_trigrams_insert_trigger AFTER INSERT ON refunds
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refund_search_trigrams_add()`),
  sql.raw(`CREATE CONSTRAINT TRIGGER search_trigrams_update_trigger
    AFTER UPDATE OF ${REFUND_SEARCHED_COLUMNS.join(', ')} ON refunds DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN ((${columnsOf('OLD')}) IS DISTINCT FROM (${columnsOf('NEW')}))
    EXECUTE FUNCTION refund_search_trigrams_add()`),
];

/** The triggers a bulk load switches off (it adds the loaded refunds' trigrams itself). */
export const PG_SEARCH_TRIGRAM_TRIGGERS = [
  'search_trigrams_insert_trigger',
  'search_trigrams_update_trigger',
] as const;

/** Every refund's trigrams, set-based: what the triggers would have added one refund at a time. */
export const pgSearchTrigramsBackfill = () => sql`INSERT INTO refund_search_trigrams (trigram)
  SELECT DISTINCT trigram FROM refunds,
    LATERAL refund_search_trigrams_of(${sql.raw(REFUND_SEARCHED_COLUMNS.join(', '))}) AS trigram
  ON CONFLICT DO NOTHING`;
