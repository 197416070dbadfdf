import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Typography,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CsvExportButton } from './CsvExportButton';
import { reportCsvFileName, type CsvColumn } from './csvFile';
import { EmptyTableRow } from './EmptyTableRow';
import { formatCount, formatDuration } from './reportFormatters';
import { ReportPanel } from './ReportPanel';
import type { DateRange, MethodCompletionRow } from './reportsApi';
import { SkeletonRows } from './SkeletonRows';
import { NUMERIC_CELL, ONE_LINE_CELLS } from '../common/tableStyles';

export interface CompletionTimeTableProps {
  rows: MethodCompletionRow[];
  loading: boolean;
  range: DateRange;
  /** The server's note on the figures, such as why there are none. */
  message?: string;
}

/** Spec section 9: the table shows the first 3 methods until it is expanded. */
export const COLLAPSED_METHOD_COUNT = 3;
const COLUMNS = 5;

/** Completed count and average, shortest and longest completion time per payment method. */
export const CompletionTimeTable = ({ rows, loading, range, message }: CompletionTimeTableProps) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const title = translate('reports.completion.title');
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_METHOD_COUNT);
  const inHours = (header: string) => translate('reports.export.inHours', { column: header });
  // The file holds every method in hours, as numbers a spreadsheet can sum.
  const csvColumns: CsvColumn<MethodCompletionRow>[] = [
    { header: translate('reports.completion.method'), value: (row) => row.method_name },
    { header: translate('reports.completion.completed'), value: (row) => row.completed_count },
    { header: inHours(translate('reports.completion.average')), value: (row) => row.avg_completion_hours },
    { header: inHours(translate('reports.completion.minimum')), value: (row) => row.min_completion_hours },
    { header: inHours(translate('reports.completion.maximum')), value: (row) => row.max_completion_hours },
  ];
  return (
    <ReportPanel
      title={title}
      actions={
        <CsvExportButton
          title={title}
          fileName={reportCsvFileName(translate('reports.export.fileNames.completion'), range, new Date())}
          columns={csvColumns}
          rows={loading ? [] : rows}
        />
      }
    >
      <TableContainer>
        <Table size="small" sx={ONE_LINE_CELLS}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.completion.method')}</TableCell>
              <TableCell align="right">{translate('reports.completion.completed')}</TableCell>
              <TableCell align="right">{translate('reports.completion.average')}</TableCell>
              <TableCell align="right">{translate('reports.completion.minimum')}</TableCell>
              <TableCell align="right">{translate('reports.completion.maximum')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={3} columns={COLUMNS} />
            ) : rows.length === 0 ? (
              <EmptyTableRow columns={COLUMNS} />
            ) : (
              shown.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell component="th" scope="row">
                    {row.method_name}
                  </TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatCount(row.completed_count)}</TableCell>
                  <TableCell {...NUMERIC_CELL}>
                    {formatDuration(row.avg_completion_hours, translate)}
                  </TableCell>
                  <TableCell {...NUMERIC_CELL}>
                    {formatDuration(row.min_completion_hours, translate)}
                  </TableCell>
                  <TableCell {...NUMERIC_CELL}>
                    {formatDuration(row.max_completion_hours, translate)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && rows.length > COLLAPSED_METHOD_COUNT && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button
            size="small"
            aria-expanded={expanded}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setExpanded((open) => !open)}
          >
            {translate(expanded ? 'reports.completion.showLess' : 'reports.completion.showAll')}
          </Button>
        </Box>
      )}
      {!loading && message && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {message}
        </Typography>
      )}
    </ReportPanel>
  );
};
