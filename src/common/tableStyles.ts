/** Cells keep to one line: on a narrow screen the table scrolls sideways instead of wrapping names. */
export const ONE_LINE_CELLS = { '& th, & td': { whiteSpace: 'nowrap' } } as const;

/** Right-aligned figures in digits of equal width, so that the columns line up. */
export const NUMERIC_CELL = { align: 'right', sx: { fontVariantNumeric: 'tabular-nums' } } as const;
