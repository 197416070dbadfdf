import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { CatalogDeleteDialog } from './CatalogDeleteDialog';
import { CatalogFormDialog } from './CatalogFormDialog';
import { CatalogTable } from './CatalogTable';
import type { CatalogResource, CatalogRow } from './catalogTypes';
import { RewriteProgress } from './RewriteProgress';
import { useCompletionRewrites } from './useCompletionRewrites';

/** Every row on one page: the lists are short and their order is the display order. */
const ALL_ROWS = 500;

type Modal = { kind: 'form'; row: CatalogRow | null } | { kind: 'delete'; row: CatalogRow } | null;

const CatalogView = ({ resource }: { resource: CatalogResource }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext<CatalogRow>();
  // Reading is open to the tab's viewers; each change needs its manage permission.
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const [modal, setModal] = useState<Modal>(null);
  // A status's completed flag rewrites its refunds in the background; its row shows how far that got.
  const rewrites = useCompletionRewrites(resource === 'statuses');
  const reload = () => {
    void refetch();
    if (resource === 'statuses') rewrites.refetch();
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${resource}.title`)}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={reload}>
          {translate('common.refresh')}
        </Button>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setModal({ kind: 'form', row: null })}
          >
            {translate(`${resource}.add`)}
          </Button>
        )}
      </Stack>
      {error ? (
        <Alert severity="error">{translate(`${resource}.messages.loadError`)}</Alert>
      ) : (
        <CatalogTable
          resource={resource}
          nameNote={(row) => {
            const rewrite = rewrites.byStatus.get(row.id);
            return rewrite ? <RewriteProgress rewrite={rewrite} /> : null;
          }}
          rowActions={
            canEdit && canDelete
              ? {
                  onEdit: (row) => setModal({ kind: 'form', row }),
                  onDelete: (row) => setModal({ kind: 'delete', row }),
                }
              : undefined
          }
        />
      )}
      {modal?.kind === 'form' && (
        <CatalogFormDialog
          resource={resource}
          row={modal.row}
          onClose={() => setModal(null)}
          onSaved={reload}
        />
      )}
      {modal?.kind === 'delete' && (
        <CatalogDeleteDialog
          resource={resource}
          row={modal.row}
          onClose={() => setModal(null)}
          onDeleted={reload}
        />
      )}
    </Box>
  );
};

/** The statuses, payment methods or refund reasons tab of /admin. */
const CatalogTab = ({ resource }: { resource: CatalogResource }) => (
  <ListBase
    resource={resource}
    perPage={ALL_ROWS}
    sort={{ field: 'display_order', order: 'ASC' }}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ retry: false }}
  >
    <CatalogView resource={resource} />
  </ListBase>
);

export default CatalogTab;
