import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { StatusCannedResponseDeleteDialog } from './StatusCannedResponseDeleteDialog';
import { StatusCannedResponseFormDialog } from './StatusCannedResponseFormDialog';
import { StatusCannedResponseTable } from './StatusCannedResponseTable';
import { STATUS_CANNED_RESPONSES, type StatusCannedResponse } from './statusCannedResponseTypes';
import { TestConnectionButton } from './TestConnectionButton';
import { useCannedResponses } from './useCannedResponses';

/** Every mapping on one page: there is at most one per status. */
const ALL_ROWS = 500;

type Modal =
  | { kind: 'form'; mapping: StatusCannedResponse | null }
  | { kind: 'delete'; mapping: StatusCannedResponse }
  | null;

const StatusCannedResponsesView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext<StatusCannedResponse>();
  const responses = useCannedResponses();
  const [modal, setModal] = useState<Modal>(null);
  const reload = () => void refetch();
  const failure = (cause: unknown, key: string) =>
    translate(key, { msg: errorText(cause, translate('errors.generic')) });

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('statusCannedResponses.title')}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={reload}>
          {translate('common.refresh')}
        </Button>
        <TestConnectionButton />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({ kind: 'form', mapping: null })}
        >
          {translate('statusCannedResponses.add')}
        </Button>
      </Stack>
      {responses.error && !error && (
        // Without the help desk's list the table falls back to names and ids; say why.
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure(responses.error, 'statusCannedResponses.messages.cannedResponsesLoadError')}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{failure(error, 'statusCannedResponses.messages.loadError')}</Alert>
      ) : (
        <StatusCannedResponseTable
          responses={responses.data ?? []}
          onEdit={(mapping) => setModal({ kind: 'form', mapping })}
          onDelete={(mapping) => setModal({ kind: 'delete', mapping })}
        />
      )}
      {modal?.kind === 'form' && (
        <StatusCannedResponseFormDialog
          mapping={modal.mapping}
          onClose={() => setModal(null)}
          onSaved={reload}
        />
      )}
      {modal?.kind === 'delete' && (
        <StatusCannedResponseDeleteDialog
          mapping={modal.mapping}
          onClose={() => setModal(null)}
          onDeleted={reload}
        />
      )}
    </Box>
  );
};

/**
 * The e-mail tab of /admin (administrators): which help-desk canned response is sent to the ticket
 * when a refund takes a status.
 */
const StatusCannedResponsesTab = () => (
  <ListBase
    resource={STATUS_CANNED_RESPONSES}
    perPage={ALL_ROWS}
    sort={{ field: 'id', order: 'ASC' }}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ retry: false }}
  >
    <StatusCannedResponsesView />
  </ListBase>
);

export default StatusCannedResponsesTab;
