import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { EntryHeading } from './EntryHeading';
import { LogEntry } from './LogEntry';
import { SectionCard } from './SectionCard';
import type { Refund } from './types';
import { useRefundLogs } from './useRefundLogs';
import { useValueNames } from './useValueNames';

const TimelineItem = ({ children, first }: { children: ReactNode; first?: boolean }) => (
  <Box
    component="li"
    sx={{
      position: 'relative',
      pl: 3,
      pb: 2,
      '&::before': {
        content: '""',
        position: 'absolute',
        left: 6,
        top: 6,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: first ? 'success.main' : 'primary.main',
      },
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 10,
        top: 20,
        bottom: 0,
        width: 2,
        bgcolor: 'divider',
      },
      '&:last-of-type::after': { display: 'none' },
    }}
  >
    {children}
  </Box>
);

/** Transaction timeline: the creation entry, then the log entries newest first. */
export const RefundTimeline = ({ refund }: { refund: Refund }) => {
  const translate = useTranslate();
  const names = useValueNames();
  const { data: logs, isPending, error } = useRefundLogs(refund.id);
  // The creation itself is shown by the creation entry; a create log would only repeat it.
  const changes = (logs ?? []).filter((log) => log.action !== 'create_refund');
  return (
    <SectionCard title={translate('refunds.detail.timeline')}>
      {isPending && <LoadingText />}
      {error && <Alert severity="error">{translate('refunds.history.loadError')}</Alert>}
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label={translate('refunds.detail.timeline')}
      >
        <TimelineItem first>
          <Box data-testid="creation-entry">
            <EntryHeading
              title={translate('refunds.detail.createdEntry')}
              username={refund.created_by_username}
              at={refund.created_at}
            />
          </Box>
        </TimelineItem>
        {changes.map((log) => (
          <TimelineItem key={log.id}>
            <LogEntry log={log} names={names} />
          </TimelineItem>
        ))}
      </Box>
    </SectionCard>
  );
};
