import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The single row of a report table without figures: 'Henüz veri bulunmuyor'. */
export const EmptyTableRow = ({ columns }: { columns: number }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {translate('reports.empty')}
      </TableCell>
    </TableRow>
  );
};
