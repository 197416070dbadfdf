import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDuration } from '../common/formatters';
import { countColumn, nameColumn } from './reportColumns';
import type { MethodCompletionRow } from '../providers/reportCalls';
import { ReportTable, type ReportColumn, type ReportTableData } from './ReportTable';

export interface CompletionTimeTableProps extends ReportTableData<MethodCompletionRow> {
  /** The server's note on the figures, such as why there are none. */
  message?: string;
}

/** The table shows the first 3 methods until it is expanded. */
export const COLLAPSED_METHOD_COUNT = 3;

type HoursField = 'avg_completion_hours' | 'min_completion_hours' | 'max_completion_hours';

/** Completed count and average, shortest and longest completion time per payment method. */
export const CompletionTimeTable = ({ message, ...data }: CompletionTimeTableProps) => {
  const translate = useTranslate();
  const { rows } = data;
  const [expanded, setExpanded] = useState(false);
  // On screen hours or days by the 24-hour rule; the file holds hours, numbers a spreadsheet can sum.
  const duration = (key: string, field: HoursField): ReportColumn<MethodCompletionRow> => {
    const header = translate(key);
    return {
      header,
      csvHeader: translate('reports.export.inHours', { column: header }),
      numeric: true,
      cell: (row) => formatDuration(row[field], translate),
      csvValue: (row) => row[field],
    };
  };
  const columns: ReportColumn<MethodCompletionRow>[] = [
    nameColumn(translate('reports.completion.method'), 'method_name'),
    countColumn(translate('reports.completion.completed'), 'completed_count'),
    duration('reports.completion.average', 'avg_completion_hours'),
    duration('reports.completion.minimum', 'min_completion_hours'),
    duration('reports.completion.maximum', 'max_completion_hours'),
  ];
  const footer = (
    <>
      {rows.length > COLLAPSED_METHOD_COUNT && (
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
      {message && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {message}
        </Typography>
      )}
    </>
  );
  return (
    <ReportTable
      title={translate('reports.completion.title')}
      fileName={translate('reports.export.fileNames.completion')}
      columns={columns}
      {...data}
      shownRows={expanded ? rows : rows.slice(0, COLLAPSED_METHOD_COUNT)}
      placeholderRows={3}
      footer={footer}
    />
  );
};
