import { Type } from 'typebox';

/** Ids are 32-bit integer columns on both databases; a larger number can name no row. */
export const MAX_ID = 2_147_483_647;

/** The one schema of a row id in a body. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/**
 * A row id in a path: digits only, at most ten of them (the route answers 'not found' for a number
 * beyond MAX_ID, as for any id that names no row).
 */
export const PathIdSchema = Type.String({ pattern: '^[0-9]{1,10}$' });
export const IdParams = Type.Object({ id: PathIdSchema });

/** A yes/no field as forms send it: a JSON boolean, 0/1, or their text in a multipart form. */
export const FlagSchema = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);

/** The one reading of a flag's value. */
export const flagValue = (value: boolean | number | string): boolean =>
  value === true || value === 1 || value === 'true' || value === '1';

/** Page sizes a list accepts. */
export const MAX_PAGE_SIZE = 500;
