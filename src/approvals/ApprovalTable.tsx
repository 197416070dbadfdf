import {
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Approval } from '../../contract/approvals';
import { formatAmount, formatDetailDateTime } from '../common/formatters';
import { StatusBadge } from '../common/StatusBadge';
import type { DecisionKind } from './DecisionDialog';
import { RowDecision } from './RowDecision';

export interface ApprovalRowsProps {
  rows: Approval[];
  /** Rows can be checked for bulk approval (pending requests, a decider). */
  selectable: boolean;
  selected: number[];
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  pending: boolean;
  mayDecide: boolean;
  onDecide: (approval: Approval, kind: DecisionKind) => void;
}

/** The queue on wider screens: one row per request. */
export const ApprovalTable = (props: ApprovalRowsProps) => {
  const { rows, selectable, selected, onToggle, onToggleAll, pending } = props;
  const translate = useTranslate();
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('approvals.queue.title')}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  indeterminate={!allChecked && selected.length > 0}
                  onChange={(event) => onToggleAll(event.target.checked)}
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
                    onChange={(event) => onToggle(row.id, event.target.checked)}
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
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(row.amount)}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                  <span>{row.from_status_name ?? '—'}</span>
                  <span aria-hidden="true">→</span>
                  <StatusBadge name={row.to_status_name} color={row.to_status_color} />
                </Stack>
              </TableCell>
              <TableCell>{row.requested_by_username}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDetailDateTime(row.requested_at)}</TableCell>
              <TableCell>
                <RowDecision
                  approval={row}
                  pending={pending}
                  mayDecide={props.mayDecide}
                  onDecide={props.onDecide}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
