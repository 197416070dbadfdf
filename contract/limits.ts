import { Type, type Static } from 'typebox';

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

/**
 * A flag a body may leave out, where null (an emptied form field) also means "not given". The null branch
 * has no `type`, so the server's validator, which coerces types, tries it first unchanged instead of
 * reading null as false.
 */
export const OptionalFlagSchema = Type.Optional(Type.Union([Type.Unsafe<null>({ const: null }), FlagSchema]));

/** The one reading of a flag's value. */
export const flagValue = (value: boolean | number | string): boolean =>
  value === true || value === 1 || value === 'true' || value === '1';

/** Page sizes a list accepts. */
export const MAX_PAGE_SIZE = 500;

/** ra-data-simple-rest list parameters of the users and logs lists, each a JSON text. */
export const PageQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 200 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type PageQuery = Static<typeof PageQuery>;
