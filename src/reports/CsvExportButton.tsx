import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadCsv, type CsvColumn } from './csvFile';

export interface CsvExportButtonProps<Row> {
  /** Used in the file name and the button's accessible name. */
  title: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
}

/** Saves the rows already on screen as a CSV file; disabled while there are none. */
export function CsvExportButton<Row>({ title, fileName, columns, rows }: CsvExportButtonProps<Row>) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<FileDownloadIcon />}
      disabled={rows.length === 0}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      aria-label={translate('reports.export.ariaLabel', { title })}
      onClick={() => downloadCsv(fileName, columns, rows)}
    >
      {translate('reports.export.csv')}
    </Button>
  );
}
