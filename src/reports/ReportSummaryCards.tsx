import FunctionsIcon from '@mui/icons-material/Functions';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TimerIcon from '@mui/icons-material/Timer';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FigureCard } from '../common/FigureCard';
import { EMPTY_VALUE, formatAmount, formatCount, formatDuration } from '../common/formatters';
import type { CompletionReport, PaymentMethodReport } from '../../contract/reports';

export interface ReportSummaryCardsProps {
  paymentMethods: PaymentMethodReport | undefined;
  completion: CompletionReport | undefined;
  loadingTotals: boolean;
  loadingCompletion: boolean;
}

/** Total refunds, total amount, average amount and average completion time. */
export const ReportSummaryCards = ({
  paymentMethods,
  completion,
  loadingTotals,
  loadingCompletion,
}: ReportSummaryCardsProps) => {
  const translate = useTranslate();
  const totalRefunds = paymentMethods?.totals.total_refunds ?? 0;
  const totalAmount = paymentMethods?.totals.total_amount ?? 0;
  const cards = [
    {
      key: 'totalRefunds',
      icon: <ReceiptLongIcon />,
      value: formatCount(totalRefunds),
      loading: loadingTotals,
    },
    { key: 'totalAmount', icon: <PaymentsIcon />, value: formatAmount(totalAmount), loading: loadingTotals },
    {
      key: 'averageAmount',
      icon: <FunctionsIcon />,
      value: totalRefunds > 0 ? formatAmount(totalAmount / totalRefunds) : EMPTY_VALUE,
      loading: loadingTotals,
    },
    {
      key: 'averageCompletion',
      icon: <TimerIcon />,
      value: formatDuration(completion?.overall_stats.avg_completion_hours, translate),
      loading: loadingCompletion,
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            label={translate(`reports.cards.${card.key}`)}
            value={card.value}
            icon={card.icon}
            loading={card.loading}
          />
        </Grid>
      ))}
    </Grid>
  );
};
