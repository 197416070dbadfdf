import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { DuplicateMarker } from './DuplicateMarker';
import { formatAmount, formatListDate, formatListTime } from '../common/formatters';
import { StatusBadge } from '../common/StatusBadge';
import type { Refund } from './types';

/** Cells of the refund list that show more than a plain value. */

export const IdCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <DuplicateMarker />#{refund.id}
    </Box>
  );
};

export const DateTimeCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {formatListDate(refund.created_at)}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {formatListTime(refund.created_at)}
      </Typography>
    </Box>
  );
};

export const AmountCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(refund.amount)}
    </Box>
  );
};

export const StatusCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return <StatusBadge name={refund.status_name} color={refund.color} />;
};
