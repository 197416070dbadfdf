import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from './connection.js';

/**
 * Turkish case folding and alphabet order, computed the same way in JavaScript, SQLite and PostgreSQL.
 *
 * Folding: the Turkish capitals below become their Turkish small letters (İ → i, I → ı), then ASCII
 * letters are lower-cased; no other character changes (SQLite's lower() folds ASCII only, and
 * PostgreSQL's lower() is held to the same by the "C" collation). A search compares folded term with
 * folded text, so 'ŞAHİN' finds 'Şahin' and 'şahin'.
 *
 * Order: a sort key is the folded text with each Turkish letter that has no ASCII place written as the
 * letter before it followed by the highest character, so that a plain byte comparison (SQLite BINARY,
 * PostgreSQL COLLATE "C") sorts c < ç < d, g < ğ < h, h < ı < i, o < ö < p, s < ş < t, u < ü < v.
 *
 * Stored keys (the refunds' generated columns) hold these expressions: changing them needs a migration
 * that recreates those columns.
 */
const TURKISH_CAPITALS: ReadonlyArray<readonly [string, string]> = [
  ['İ', 'i'],
  ['I', 'ı'],
  ['Ç', 'ç'],
  ['Ğ', 'ğ'],
  ['Ö', 'ö'],
  ['Ş', 'ş'],
  ['Ü', 'ü'],
  ['Â', 'â'],
  ['Î', 'î'],
  ['Û', 'û'],
];

/** Sorts after every character that text holds, so 'c' + it follows every word that starts with c. */
const LAST_CHARACTER = '\u{10FFFD}';

const ALPHABET_PLACES: ReadonlyArray<readonly [string, string]> = [
  ['ç', `c${LAST_CHARACTER}`],
  ['ğ', `g${LAST_CHARACTER}`],
  ['ı', `h${LAST_CHARACTER}`],
  ['ö', `o${LAST_CHARACTER}`],
  ['ş', `s${LAST_CHARACTER}`],
  ['ü', `u${LAST_CHARACTER}`],
  ['â', 'a'],
  ['î', 'i'],
  ['û', 'u'],
];

const replaceAll = (text: string, pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.reduce((result, [from, to]) => result.split(from).join(to), text);

/** The folded form of a search term: Turkish capitals to Turkish small letters, then ASCII lower case. */
export const foldTurkish = (text: string): string =>
  replaceAll(text, TURKISH_CAPITALS).replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** Every character whose folded form is `folded` (itself included), e.g. 'i' ← i, İ and 'ı' ← ı, I. */
export function foldVariants(folded: string): string[] {
  const capitals = new Set([
    ...TURKISH_CAPITALS.map(([capital]) => capital),
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ]);
  return [
    folded,
    ...[...capitals].filter((capital) => foldTurkish(capital) === folded && capital !== folded),
  ];
}

const GLOB_SPECIAL = new Set(['*', '?', '[']);

/**
 * A SQLite GLOB pattern (case-sensitive) matching text that contains the term, Turkish case aside:
 * each character becomes the class of the characters that fold to it ('İp' → '*[iİ][pP]*'). Since
 * folding maps character to character, this matches exactly where the folded text contains the
 * folded term, without folding the text (a scan of plain columns, no expression per row).
 */
export function foldedContainsGlob(term: string): string {
  const classes = [...foldTurkish(term)].map((character) => {
    const variants = foldVariants(character);
    if (variants.length > 1) return `[${variants.join('')}]`;
    return GLOB_SPECIAL.has(character) ? `[${character}]` : character;
  });
  return `*${classes.join('')}*`;
}

/**
 * A PostgreSQL regular expression (case-sensitive) matching text that contains the term, Turkish case
 * aside, the same way as foldedContainsGlob: it tests the text as stored, with no folding per row, and
 * pg_trgm can answer it from a trigram index of that text.
 */
export function foldedContainsRegex(term: string): string {
  return [...foldTurkish(term)]
    .map((character) => {
      const variants = foldVariants(character);
      if (variants.length > 1) return `[${variants.join('')}]`;
      return /[\p{L}\p{N}]/u.test(character) ? character : `\\${character}`;
    })
    .join('');
}

/** The sort key of a text (see the module comment); compare keys by code point. */
export const turkishSortKey = (text: string): string => replaceAll(foldTurkish(text), ALPHABET_PLACES);

function replaceChain(expression: Expression<unknown>, pairs: ReadonlyArray<readonly [string, string]>) {
  return pairs.reduce<Expression<unknown>>(
    (result, [from, to]) => sql`replace(${result}, ${sql.lit(from)}, ${sql.lit(to)})`,
    expression,
  );
}

/**
 * SQL of foldTurkish over a text expression. Literals only (no parameters), so that it can define
 * generated columns and indexes as well as appear in queries.
 */
export function foldTurkishSql(expression: Expression<unknown>, dialect: DialectName): RawBuilder<string> {
  const capitalsFolded = replaceChain(expression, TURKISH_CAPITALS);
  return dialect === 'postgres'
    ? sql<string>`lower(${capitalsFolded} COLLATE "C")`
    : sql<string>`lower(${capitalsFolded})`;
}

/** SQL of turkishSortKey over a text expression, to be ordered by code point (see turkishOrderSql). */
export function turkishSortKeySql(expression: Expression<unknown>, dialect: DialectName): RawBuilder<string> {
  return sql<string>`${replaceChain(foldTurkishSql(expression, dialect), ALPHABET_PLACES)}`;
}

/** An ORDER BY term that sorts a text expression in Turkish alphabet order, case-insensitively. */
export function turkishOrderSql(expression: Expression<unknown>, dialect: DialectName): RawBuilder<string> {
  const key = turkishSortKeySql(expression, dialect);
  return dialect === 'postgres' ? sql<string>`(${key}) COLLATE "C"` : key;
}

/** The SQL type of a stored sort or search key: compared byte by byte on PostgreSQL as on SQLite. */
export const keyColumnType = (dialect: DialectName) =>
  dialect === 'postgres' ? sql`text COLLATE "C"` : sql`text`;

/** A list's ORDER BY term for a column: Turkish alphabet order when it holds text, the column itself otherwise. */
export function listOrderBy<Column extends string>(
  column: Column,
  isText: boolean,
  dialect: DialectName,
): Column | RawBuilder<string> {
  return isText ? turkishOrderSql(sql.ref(column), dialect) : column;
}
