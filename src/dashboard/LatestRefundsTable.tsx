import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { formatAmount, formatListDate, formatListTime } from '../common/formatters';
import { StatusBadge } from '../common/StatusBadge';
import type { Refund } from '../../contract/refunds';
import { ONE_LINE_CELLS } from '../common/tableStyles';

/** The newest refunds: member (linked to the refund), method, reason, amount, status and date. */
export const LatestRefundsTable = ({ refunds }: { refunds: Refund[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" sx={ONE_LINE_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('refunds.fields.memberName')}</TableCell>
            <TableCell>{translate('refunds.fields.method')}</TableCell>
            <TableCell>{translate('refunds.fields.reason')}</TableCell>
            <TableCell align="right">{translate('refunds.fields.amount')}</TableCell>
            <TableCell>{translate('refunds.fields.status')}</TableCell>
            <TableCell>{translate('refunds.fields.dateTime')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((refund) => (
            <TableRow key={refund.id} hover>
              <TableCell component="th" scope="row">
                <Link component={LinkBase} to={`/refunds/${refund.id}`} underline="hover">
                  {refund.member_name}
                </Link>
              </TableCell>
              <TableCell>{refund.payment_method_name}</TableCell>
              <TableCell>{refund.reason}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(refund.amount)}
              </TableCell>
              <TableCell>
                <StatusBadge name={refund.status_name} color={refund.color} />
              </TableCell>
              <TableCell>
                {formatListDate(refund.created_at)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {formatListTime(refund.created_at)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
