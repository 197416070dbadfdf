import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { LoadingText } from '../layout/LoadingText';
import { MappingDeleteDialog } from './MappingDeleteDialog';
import { MappingFormDialog } from './MappingFormDialog';
import { MappingTable } from './MappingTable';
import type { StatusMapping } from './mappingTypes';
import { TestConnectionButton } from './TestConnectionButton';
import { useCannedResponses, useMappings } from './useMappingData';

type Modal =
  { kind: 'form'; mapping: StatusMapping | null } | { kind: 'delete'; mapping: StatusMapping } | null;

/**
 * E-mail management tab of /admin (admin_access): which help-desk canned response is sent to the
 * ticket when a refund takes a status (spec section 2, "Admin panel").
 */
const MappingsTab = () => {
  const translate = useTranslate();
  const mappings = useMappings();
  const responses = useCannedResponses();
  const [modal, setModal] = useState<Modal>(null);
  const rows = mappings.data ?? [];
  const reload = () => void mappings.refetch();

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('mappings.title')}
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
          {translate('mappings.add')}
        </Button>
      </Stack>
      {responses.error && !mappings.error && (
        // Without the help desk's list the table falls back to names and ids; say why.
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('mappings.messages.cannedResponsesLoadError', {
            msg: errorText(responses.error, translate('errors.generic')),
          })}
        </Alert>
      )}
      {mappings.error ? (
        <Alert severity="error">
          {translate('mappings.messages.loadError', {
            msg: errorText(mappings.error, translate('errors.generic')),
          })}
        </Alert>
      ) : mappings.isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('mappings.empty')}
        </Typography>
      ) : (
        <MappingTable
          mappings={rows}
          responses={responses.data ?? []}
          onEdit={(mapping) => setModal({ kind: 'form', mapping })}
          onDelete={(mapping) => setModal({ kind: 'delete', mapping })}
        />
      )}
      {modal?.kind === 'form' && (
        <MappingFormDialog mapping={modal.mapping} onClose={() => setModal(null)} onSaved={reload} />
      )}
      {modal?.kind === 'delete' && (
        <MappingDeleteDialog mapping={modal.mapping} onClose={() => setModal(null)} onDeleted={reload} />
      )}
    </Box>
  );
};

export default MappingsTab;
