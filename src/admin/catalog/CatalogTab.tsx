import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { RowEditDeleteActions } from '../../common/RowEditDeleteActions';
import { LoadingText } from '../../layout/LoadingText';
import { ActiveBadge } from './ActiveBadge';
import { CatalogDeleteDialog } from './CatalogDeleteDialog';
import { CatalogFormDialog } from './CatalogFormDialog';
import { isOn, type CatalogConfig, type CatalogRow } from './catalogTypes';
import { ColorSwatch } from './ColorSwatch';

const PAGE = { page: 1, perPage: 500 };
const SORT = { field: 'display_order', order: 'ASC' as const };

type Modal = { kind: 'form'; row: CatalogRow | null } | { kind: 'delete'; row: CatalogRow } | null;

/**
 * The statuses, payment methods or refund reasons tab of /admin: order, name, colour or code, active;
 * refresh, add, edit and delete (spec section 2, "Admin panel").
 */
export const CatalogTab = ({ config }: { config: CatalogConfig }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<CatalogRow>(
    config.resource,
    { pagination: PAGE, sort: SORT },
    { retry: false },
  );
  const [modal, setModal] = useState<Modal>(null);
  const ns = config.ns;
  const rows = data ?? [];
  const reload = () => void refetch();

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${ns}.title`)}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={reload}>
          {translate('common.refresh')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setModal({ kind: 'form', row: null })}
        >
          {translate(`${ns}.add`)}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{translate(`${ns}.messages.loadError`)}</Alert>
      ) : isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(`${ns}.empty`)}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate(`${ns}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${ns}.fields.order`)}</TableCell>
                <TableCell>{translate(`${ns}.fields.name`)}</TableCell>
                <TableCell>
                  {translate(config.kind === 'color' ? 'statuses.fields.color' : `${ns}.fields.code`)}
                </TableCell>
                <TableCell>{translate(`${ns}.fields.isActive`)}</TableCell>
                <TableCell align="right">{translate('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.display_order ?? 0}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {config.kind === 'color' ? <ColorSwatch color={row.color} /> : (row.code ?? '')}
                  </TableCell>
                  <TableCell>
                    <ActiveBadge active={isOn(row.is_active ?? true)} />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditDeleteActions
                      onEdit={() => setModal({ kind: 'form', row })}
                      onDelete={() => setModal({ kind: 'delete', row })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {modal?.kind === 'form' && (
        <CatalogFormDialog config={config} row={modal.row} onClose={() => setModal(null)} onSaved={reload} />
      )}
      {modal?.kind === 'delete' && (
        <CatalogDeleteDialog
          config={config}
          row={modal.row}
          onClose={() => setModal(null)}
          onDeleted={reload}
        />
      )}
    </Box>
  );
};
