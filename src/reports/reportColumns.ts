import type { TranslateFunction } from 'react-admin';
import { formatCount, formatPercent } from '../common/formatters';
import type { ReportColumn } from './ReportTable';

/** The fields of Row whose values are of type Value. */
type FieldOf<Row, Value> = { [Key in keyof Row]: Row[Key] extends Value ? Key : never }[keyof Row];

/** The row's name (a method's, a status's): the same text on screen and in the file. */
export const nameColumn = <Row>(header: string, field: FieldOf<Row, string>): ReportColumn<Row> => ({
  header,
  cell: (row) => row[field] as string,
  csvValue: (row) => row[field] as string,
});

/** A count: grouped digits on screen, the bare number in the file. */
export const countColumn = <Row>(header: string, field: FieldOf<Row, number>): ReportColumn<Row> => ({
  header,
  numeric: true,
  cell: (row) => formatCount(row[field]),
  csvValue: (row) => row[field] as number,
});

/** A share in percent: with its sign on screen, the bare number in the file. */
export const percentColumn = <Row>(
  header: string,
  field: FieldOf<Row, number>,
  translate: TranslateFunction,
): ReportColumn<Row> => ({
  header,
  numeric: true,
  cell: (row) => formatPercent(row[field], translate),
  csvValue: (row) => row[field] as number,
});
