import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { foldTurkish, foldedContainsRegex } from '../db/turkishText.js';
import { refundSearchDocument } from './searchDocument.js';
import { pgSearchTail } from './shortTermIndexSql.js';

/**
 * Terms of one or two characters. Such a term occurs in a refund's folded search document either at the
 * start of one of its trigrams or within its last two characters (migration 0021). A rare term is found
 * from the trigrams that start with it and two small indexes over the documents' ends instead of by
 * testing every row; a common one is found quickly by walking the list's sort index, and keeps that plan.
 */

/** How a rare short term is looked up (see rareShortTermCondition). */
export interface RareShortTerm {
  /** The trigrams that start with the term. */
  trigrams: string[];
  /** PostgreSQL: the refunds found by them (at most RARE_AT_MOST); null on SQLite. */
  ids: number[] | null;
}

/** Above this many matching refunds a short term counts as common. */
const RARE_AT_MOST = 1000;
/** SQLite's vocabulary rows read per look-up: few first, since a common term usually passes the limit at once. */
const VOCABULARY_BATCHES = [16, 64, 256];
/**
 * PostgreSQL: the most trigrams a rare term's regular expression lists. Few refunds rarely hold many
 * trigrams of one short term, and a term with more is looked up as common without the costlier test.
 */
const PG_TRIGRAMS_AT_MOST = 24;
/**
 * Appended to a term, an upper bound of the trigrams and tails that start with it (byte-wise order): the
 * highest character more times than any of them has characters after the term, since a trigram or tail
 * that continues the term with that character itself must still sort before the bound.
 */
const AFTER_PREFIX = '\u{10FFFF}'.repeat(3);
/** pg_trgm indexes the words of a text: letters and digits; every other character parts two words. */
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

const foldedShortTerm = (q: string) => {
  const folded = foldTurkish(q);
  const length = [...folded].length;
  return length === 1 || length === 2 ? folded : null;
};

/** The refunds whose folded search document ends with the term or, for one character, ends one after it. */
function tailMatches(folded: string, dialect: DialectName): RawBuilder<SqlBool> {
  const tail = (characters: 1 | 2) =>
    dialect === 'postgres' ? pgSearchTail(characters) : sql`substr(search_text, ${sql.lit(-characters)})`;
  if ([...folded].length === 2) return sql<SqlBool>`${tail(2)} = ${folded}`;
  return sql<SqlBool>`(${tail(1)} = ${folded}
    OR (${tail(2)} >= ${folded} AND ${tail(2)} < ${folded + AFTER_PREFIX}))`;
}

async function countedUpTo(db: Kysely<Database>, condition: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM refunds
    WHERE ${condition} LIMIT ${RARE_AT_MOST + 1}) AS counted`.execute(db);
  return Number(rows[0].n);
}

/** SQLite: the FTS vocabulary's trigrams that start with the term, while their documents stay few. */
async function sqliteTrigrams(db: Kysely<Database>, folded: string, documents: number) {
  const trigrams: string[] = [];
  for (const batch of VOCABULARY_BATCHES) {
    if (documents > RARE_AT_MOST) return null;
    // One lower bound only: given two, the vocabulary table starts from the weaker one.
    const last = trigrams.at(-1);
    const from = last === undefined ? sql`term >= ${folded}` : sql`term > ${last}`;
    const { rows } = await sql<{ term: string; doc: number }>`SELECT term, doc FROM refunds_fts_vocab
      WHERE ${from} AND term < ${folded + AFTER_PREFIX} ORDER BY term LIMIT ${batch}`.execute(db);
    for (const row of rows) {
      trigrams.push(row.term);
      documents += Number(row.doc);
    }
    if (rows.length < batch) return documents > RARE_AT_MOST ? null : trigrams;
  }
  // More distinct trigrams than the batches read: too varied to list, so searched as a common term.
  return null;
}

/**
 * PostgreSQL: the listed trigrams that start with the term, when pg_trgm can look each of them up (the
 * term's characters and the one after it make a word's trigram, or its end), and the few refunds they find.
 */
async function postgresMatches(
  db: Kysely<Database>,
  q: string,
  folded: string,
): Promise<RareShortTerm | null> {
  const { rows } = await sql<{ trigram: string }>`SELECT trigram FROM refund_search_trigrams
    WHERE trigram >= ${folded} AND trigram < ${folded + AFTER_PREFIX}
    ORDER BY trigram LIMIT ${PG_TRIGRAMS_AT_MOST + 1}`.execute(db);
  const trigrams = rows.map((row) => row.trigram);
  if (trigrams.length > PG_TRIGRAMS_AT_MOST) return null;
  const wordStart = (trigram: string) => [...trigram].slice(0, 2).every((c) => WORD_CHARACTER.test(c));
  if (!trigrams.every(wordStart)) return null;
  const found = await sql<{ id: number }>`SELECT id FROM refunds
    WHERE ${rareShortTermCondition(q, { trigrams, ids: null }, 'postgres')} LIMIT ${RARE_AT_MOST + 1}`.execute(
    db,
  );
  if (found.rows.length > RARE_AT_MOST) return null;
  return { trigrams, ids: found.rows.map((row) => Number(row.id)) };
}

/**
 * How to find a rare short term, or null when the term is common, not short, or (on PostgreSQL) not one
 * the trigram index can look up.
 */
export async function rareShortTerm(
  db: Kysely<Database>,
  dialect: DialectName,
  q: string,
): Promise<RareShortTerm | null> {
  const folded = foldedShortTerm(q);
  if (folded === null) return null;
  // PostgreSQL counts the tail matches with the others, once its trigram list has passed.
  if (dialect === 'postgres') return postgresMatches(db, q, folded);
  const atTheEnd = await countedUpTo(db, tailMatches(folded, dialect));
  if (atTheEnd > RARE_AT_MOST) return null;
  const trigrams = await sqliteTrigrams(db, folded, atTheEnd);
  return trigrams && { trigrams, ids: null };
}

/**
 * The refunds containing a rare short term: those with one of its trigrams, and the tail matches. On
 * PostgreSQL the page reads the refunds found when the search was planned, each tested again (the
 * planner would otherwise walk the sort index, expecting matches all along it).
 */
export function rareShortTermCondition(
  q: string,
  { trigrams, ids }: RareShortTerm,
  dialect: DialectName,
): RawBuilder<SqlBool> {
  const folded = foldTurkish(q);
  const atTheEnd = tailMatches(folded, dialect);
  if (dialect === 'postgres') {
    const found = ids === null ? sql`` : sql`refunds.id = ANY(${ids}) AND `;
    if (trigrams.length === 0) return sql<SqlBool>`(${found}${atTheEnd})`;
    const anyTrigram = trigrams.map(foldedContainsRegex).join('|');
    return sql<SqlBool>`(${found}(${refundSearchDocument()} ~ ${anyTrigram} OR ${atTheEnd}))`;
  }
  const tail = sql`SELECT id FROM refunds WHERE ${atTheEnd}`;
  if (trigrams.length === 0) return sql<SqlBool>`refunds.id IN (${tail})`;
  const anyTrigram = trigrams.map((trigram) => `"${trigram.replace(/"/g, '""')}"`).join(' OR ');
  return sql<SqlBool>`refunds.id IN (SELECT rowid FROM refunds_fts WHERE refunds_fts MATCH ${anyTrigram}
    UNION ALL ${tail})`;
}
