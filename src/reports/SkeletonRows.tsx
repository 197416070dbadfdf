import { Skeleton, TableCell, TableRow } from '@mui/material';

export interface SkeletonRowsProps {
  rows: number;
  columns: number;
}

/** Placeholder rows of a report table while its figures load (3 rows, 4 for the status table). */
export const SkeletonRows = ({ rows, columns }: SkeletonRowsProps) => (
  <>
    {Array.from({ length: rows }, (_, row) => (
      <TableRow key={row} data-testid="skeleton-row">
        {Array.from({ length: columns }, (_, column) => (
          <TableCell key={column}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);
