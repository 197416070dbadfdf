import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Approval, ApprovalFilterValues } from '../../contract/approvals';
import { errorText } from '../common/errorText';
import { formatAmount, formatDetailDateTime } from '../common/formatters';
import { StatusBadge } from '../common/StatusBadge';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { APPROVALS_KEY, bulkApprove, listApprovals, useInvalidateApprovals } from './approvalCalls';
import { ApprovalFilters, DEFAULT_APPROVAL_FILTER } from './ApprovalFilters';
import { DecisionDialog, type DecisionKind } from './DecisionDialog';

const PAGE_SIZE = 25;

/** One row's decision buttons, or why there are none. */
const RowActions = ({
  approval,
  onDecide,
}: {
  approval: Approval;
  onDecide: (kind: DecisionKind) => void;
}) => {
  const translate = useTranslate();
  if (approval.mine)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('approvals.queue.own')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" onClick={() => onDecide('approve')}>
        {translate('approvals.detail.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDecide('reject')}>
        {translate('approvals.detail.reject')}
      </Button>
    </Stack>
  );
};

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
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));

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
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('approvals.queue.title')}>
              <TableHead>
                <TableRow>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allChecked}
                        indeterminate={!allChecked && selected.length > 0}
                        onChange={(event) =>
                          setSelected(event.target.checked ? rows.map((row) => row.id) : [])
                        }
                        slotProps={{ input: { 'aria-label': translate('approvals.queue.selectAll') } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{translate('approvals.queue.refund')}</TableCell>
                  <TableCell>{translate('approvals.queue.member')}</TableCell>
                  <TableCell align="right">{translate('approvals.queue.amount')}</TableCell>
                  <TableCell>{translate('approvals.queue.change')}</TableCell>
                  <TableCell>{translate('approvals.queue.requester')}</TableCell>
                  <TableCell>{translate('approvals.queue.requestedAt')}</TableCell>
                  <TableCell>
                    {translate(pending ? 'approvals.queue.actions' : 'approvals.queue.decision')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={selectable ? 8 : 7} align="center">
                      {translate('approvals.queue.empty')}
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((row) => (
                  <TableRow key={row.id} hover data-testid={`approval-row-${row.id}`}>
                    {selectable && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(row.id)}
                          onChange={(event) => toggle(row.id, event.target.checked)}
                          slotProps={{
                            input: { 'aria-label': translate('approvals.queue.selectRow', { id: row.id }) },
                          }}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <Link to={`/refunds/${row.refund_id}`}>#{row.refund_id}</Link>
                    </TableCell>
                    <TableCell>{row.member_name ?? '—'}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatAmount(row.amount)}
                    </TableCell>
                    <TableCell>
                      <Stack
                        direction="row"
                        spacing={0.5}
                        sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}
                      >
                        <span>{row.from_status_name ?? '—'}</span>
                        <span aria-hidden="true">→</span>
                        <StatusBadge name={row.to_status_name} color={row.to_status_color} />
                      </Stack>
                    </TableCell>
                    <TableCell>{row.requested_by_username}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDetailDateTime(row.requested_at)}
                    </TableCell>
                    <TableCell>
                      {pending ? (
                        mayDecide ? (
                          <RowActions
                            approval={row}
                            onDecide={(kind) => setDialog({ kind, approval: row })}
                          />
                        ) : null
                      ) : (
                        <Typography variant="body2">
                          {translate(`approvals.states.${row.state}`)}
                          {row.decided_by_username ? ` — ${row.decided_by_username}` : ''}
                          {row.note ? `: ${row.note}` : ''}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
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
