import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  TablePagination,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { Approval, ApprovalFilterValues } from '../../contract/approvals';
import { errorText } from '../common/errorText';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { APPROVALS_KEY, bulkApprove, listApprovals, useInvalidateApprovals } from './approvalCalls';
import { ApprovalCards } from './ApprovalCards';
import { ApprovalFilters, DEFAULT_APPROVAL_FILTER } from './ApprovalFilters';
import { ApprovalTable, type ApprovalRowsProps } from './ApprovalTable';
import { DecisionDialog, type DecisionKind } from './DecisionDialog';

const PAGE_SIZE = 25;

/**
 * /approvals: the requests the user may see (their refunds' payment methods), pending ones first of
 * all; deciders approve or reject a row, or approve the checked rows, each checked by the server on its
 * own (their own requests are refused and listed in the answer).
 */
const ApprovalsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const invalidate = useInvalidateApprovals();
  const { canAccess: mayDecide } = useCanAccess({ resource: 'approvals', action: 'decide' });
  const [filter, setFilter] = useState<ApprovalFilterValues>(DEFAULT_APPROVAL_FILTER);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ kind: DecisionKind; approval: Approval } | null>(null);
  const [running, setRunning] = useState(false);
  const { data, error, isPending } = useQuery({
    queryKey: [APPROVALS_KEY, 'list', filter, page],
    queryFn: () => listApprovals(filter, { offset: page * PAGE_SIZE, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const rows = data?.rows ?? [];
  const pending = (filter.state ?? 'pending') === 'pending';
  const selectable = pending && !!mayDecide;
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rowProps: ApprovalRowsProps = {
    rows,
    selectable,
    selected,
    onToggle: (id, on) => toggle(id, on),
    onToggleAll: (on) => setSelected(on ? rows.map((row) => row.id) : []),
    pending,
    mayDecide: !!mayDecide,
    onDecide: (approval, kind) => setDialog({ kind, approval }),
  };

  const changeFilter = (next: ApprovalFilterValues) => {
    setFilter(next);
    setPage(0);
    setSelected([]);
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const approveSelected = async () => {
    setRunning(true);
    try {
      const answer = await bulkApprove(selected);
      if (answer.failed.length === 0) {
        notify('approvals.queue.bulkDone', {
          type: 'success',
          messageArgs: { count: answer.succeeded.length },
        });
        setSelected([]);
      } else {
        const lines = [
          translate('approvals.queue.bulkPartial', {
            ok: answer.succeeded.length,
            failed: answer.failed.length,
          }),
          ...answer.failed.map((row) =>
            translate('approvals.queue.bulkRow', { id: row.id, msg: row.message }),
          ),
        ];
        notify(lines.join('\n'), { type: 'warning', multiLine: true, autoHideDuration: 10_000 });
        setSelected(answer.failed.map((row) => row.id));
      }
    } catch (cause) {
      notifyError(cause, null);
    } finally {
      setRunning(false);
      void invalidate();
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="approvals.queue.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('approvals.queue.title')}
      </Typography>
      <ApprovalFilters filter={filter} onChange={changeFilter} />
      {selectable && selected.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="body2">
            {translate('approvals.queue.selected', { count: selected.length })}
          </Typography>
          <Button
            variant="contained"
            color="success"
            startIcon={<DoneAllIcon />}
            disabled={running}
            onClick={() => void approveSelected()}
          >
            {translate('approvals.queue.bulkApprove')}
          </Button>
        </Stack>
      )}
      {error ? (
        <Alert severity="error">
          {translate('approvals.queue.loadError')}: {errorText(error, translate('errors.generic'))}
        </Alert>
      ) : isPending ? (
        <LoadingText />
      ) : (
        <Paper variant="outlined" sx={{ p: isPhone ? 1 : 0 }}>
          {isPhone ? <ApprovalCards {...rowProps} /> : <ApprovalTable {...rowProps} />}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            onPageChange={(_, next) => {
              setPage(next);
              setSelected([]);
            }}
          />
        </Paper>
      )}
      {dialog && (
        <DecisionDialog
          kind={dialog.kind}
          approval={dialog.approval}
          onClose={() => setDialog(null)}
          onDecided={() => {
            setSelected((current) => current.filter((id) => id !== dialog.approval.id));
            void invalidate();
          }}
        />
      )}
    </Box>
  );
};

export default ApprovalsPage;
