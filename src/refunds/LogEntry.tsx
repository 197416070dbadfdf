import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChangesBox } from './ChangesBox';
import { formatDetailDateTime } from '../common/formatters';
import { changesOf, type ValueNames } from './logChanges';
import type { RefundLog } from './types';

export interface LogEntryProps {
  log: RefundLog;
  names: ValueNames;
}

/** One entry of the timeline and of the history dialog: what happened, who, when, and what changed. */
export const LogEntry = ({ log, names }: LogEntryProps) => {
  const translate = useTranslate();
  const changes = changesOf(log, names);
  const showDetails = !!log.details && changes.length === 0;
  return (
    <Box data-testid="log-entry">
      <Typography variant="subtitle2" component="p">
        {translate(`refunds.logActions.${log.action}`, { _: log.action })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('refunds.history.by', {
          user: log.username || translate('refunds.detail.defaultCreator'),
        })}
        {' · '}
        {formatDetailDateTime(log.created_at)}
      </Typography>
      {showDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {log.details}
        </Typography>
      )}
      <ChangesBox changes={changes} />
    </Box>
  );
};
