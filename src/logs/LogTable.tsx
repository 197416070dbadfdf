import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../common/formatters';
import { formatLogDate } from './formatLogDate';
import { actionLabel, readableDetails } from './logDetails';
import type { SystemLog } from './logTypes';
import { useLogNames } from './useLogNames';

const LogCol = DataTable.Col<SystemLog>;

const EmptyLogs = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate('logs.empty')}
    </Typography>
  );
};

/** The list's page of logs, newest first: action, detail, user, IP address, date (Turkish time). */
export const LogTable = () => {
  const translate = useTranslate();
  const names = useLogNames();
  return (
    <DataTable<SystemLog>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyLogs />}
      aria-label={translate('logs.title')}
    >
      <LogCol
        source="action"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(log) => actionLabel(log.action, translate)}
      />
      <LogCol
        source="details"
        disableSort
        // Lines break between words (a word longer than the cell breaks only then); the table scrolls instead.
        sx={{ minWidth: 220, overflowWrap: 'break-word' }}
        render={(log) => (log.details ? readableDetails(log.details, names) : EMPTY_VALUE)}
      />
      <LogCol source="username" disableSort render={(log) => log.username || EMPTY_VALUE} />
      <LogCol source="ip_address" disableSort render={(log) => log.ip_address || EMPTY_VALUE} />
      <LogCol
        source="created_at"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(log) => formatLogDate(log.created_at)}
      />
    </DataTable>
  );
};
