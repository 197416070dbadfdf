import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../common/formatters';
import type { Dashboard } from '../../contract/reports';
import { StatusCountChip } from './StatusCountChip';

/** One payment method of the dashboard: total amount, refund count and the count per status. */
export const MethodSummaryCard = ({ method }: { method: Dashboard['methods'][number] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={method.name} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap>
            {method.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {translate('dashboard.methodCount', { count: method.refund_count })}
          </Typography>
        </Box>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', mb: 1 }}>
          {formatAmount(method.total_amount)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {method.statuses.map((status) => (
            <StatusCountChip key={status.id} status={status} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
