import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../common/formatters';
import { formatLogDate } from './formatLogDate';
import type { SystemLog } from './logTypes';

/** Columns action, detail, user, IP address, date. */
export const LogTable = ({ logs }: { logs: SystemLog[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('logs.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('logs.columns.action')}</TableCell>
            <TableCell>{translate('logs.columns.details')}</TableCell>
            <TableCell>{translate('logs.columns.user')}</TableCell>
            <TableCell>{translate('logs.columns.ipAddress')}</TableCell>
            <TableCell>{translate('logs.columns.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logs.map((log) => (
            <TableRow key={log.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{log.action}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{log.details || EMPTY_VALUE}</TableCell>
              <TableCell>{log.username || EMPTY_VALUE}</TableCell>
              <TableCell>{log.ip_address || EMPTY_VALUE}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLogDate(log.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
