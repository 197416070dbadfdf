import { Box, Card, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Approval } from '../../contract/approvals';
import { formatAmount, formatDetailDateTime } from '../common/formatters';
import { StatusBadge } from '../common/StatusBadge';
import type { ApprovalRowsProps } from './ApprovalTable';
import { RowDecision } from './RowDecision';

/** The queue on a phone: one card per request, its decision buttons within reach without scrolling sideways. */
export const ApprovalCards = ({
  rows,
  selectable,
  selected,
  onToggle,
  pending,
  mayDecide,
  onDecide,
}: ApprovalRowsProps) => {
  const translate = useTranslate();
  if (rows.length === 0)
    return (
      <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
        {translate('approvals.queue.empty')}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {rows.map((row: Approval) => (
        <Card key={row.id} variant="outlined" data-testid={`approval-row-${row.id}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              {selectable && (
                <Checkbox
                  checked={selected.includes(row.id)}
                  onChange={(event) => onToggle(row.id, event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': translate('approvals.queue.selectRow', { id: row.id }) },
                  }}
                  sx={{ ml: -1 }}
                />
              )}
              <Link to={`/refunds/${row.refund_id}`}>#{row.refund_id}</Link>
              <Typography
                sx={{ flexGrow: 1, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatAmount(row.amount)}
              </Typography>
            </Stack>
            <Typography variant="body2">{row.member_name ?? '—'}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, my: 1, flexWrap: 'wrap' }}>
              <span>{row.from_status_name ?? '—'}</span>
              <span aria-hidden="true">→</span>
              <StatusBadge name={row.to_status_name} color={row.to_status_color} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {row.requested_by_username} · {formatDetailDateTime(row.requested_at)}
            </Typography>
            <RowDecision approval={row} pending={pending} mayDecide={mayDecide} onDecide={onDecide} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
