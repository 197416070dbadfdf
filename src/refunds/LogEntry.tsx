import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EntryHeading } from './EntryHeading';
import { changesOf, type FieldChange, type ValueNames } from './logChanges';
import type { RefundLog } from './types';

/** Each changed field under its friendly label: old → new, or a receipt's change in words. */
const ChangesBox = ({ changes }: { changes: FieldChange[] }) => {
  const translate = useTranslate();
  if (changes.length === 0) return null;
  return (
    <Box
      sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      role="group"
      aria-label={translate('refunds.detail.changes')}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {translate('refunds.detail.changes')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {changes.map((change) => (
          <Box
            component="li"
            key={change.field}
            data-field={change.field}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {translate(change.labelKey, { _: change.labelKey })}:
            </Typography>
            {change.summary === undefined ? (
              <OldToNew change={change} />
            ) : (
              <Typography variant="body2" component="span" data-change="summary">
                {change.summary}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/** Old value in red and struck through, an arrow, the new value in green. */
const OldToNew = ({ change }: { change: FieldChange }) => (
  <>
    <Typography
      variant="body2"
      component="span"
      data-change="old"
      sx={{ color: 'error.main', textDecoration: 'line-through' }}
    >
      {change.oldValue}
    </Typography>
    <ArrowForwardIcon fontSize="inherit" aria-hidden />
    <Typography
      variant="body2"
      component="span"
      data-change="new"
      sx={{ color: 'success.main', fontWeight: 600 }}
    >
      {change.newValue}
    </Typography>
  </>
);

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
      <EntryHeading
        title={translate(`refunds.logActions.${log.action}`, {
          _: translate(`approvals.logActions.${log.action}`, { _: log.action }),
        })}
        username={log.username}
        at={log.created_at}
      />
      {showDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {log.details}
        </Typography>
      )}
      <ChangesBox changes={changes} />
    </Box>
  );
};
