import { useTranslate } from 'react-admin';
import { formatAmount, formatCount, formatPercent } from '../common/formatters';
import type { DateRange, PaymentMethodReportRow } from './reportsApi';
import { ReportTable, type ReportColumn } from './ReportTable';

export interface PaymentMethodTableProps {
  rows: PaymentMethodReportRow[];
  loading: boolean;
  range: DateRange;
}

/** Refund count, share, total and average amount per payment method, with CSV export. */
export const PaymentMethodTable = ({ rows, loading, range }: PaymentMethodTableProps) => {
  const translate = useTranslate();
  const columns: ReportColumn<PaymentMethodReportRow>[] = [
    {
      header: translate('reports.paymentMethods.method'),
      cell: (row) => row.method_name,
      csvValue: (row) => row.method_name,
    },
    {
      header: translate('reports.paymentMethods.count'),
      numeric: true,
      cell: (row) => formatCount(row.refund_count),
      csvValue: (row) => row.refund_count,
    },
    {
      header: translate('reports.paymentMethods.percentage'),
      numeric: true,
      cell: (row) => formatPercent(row.percentage, translate),
      csvValue: (row) => row.percentage,
    },
    {
      header: translate('reports.paymentMethods.total'),
      csvHeader: translate('reports.paymentMethods.totalTl'),
      numeric: true,
      cell: (row) => formatAmount(row.total_amount),
      csvValue: (row) => row.total_amount,
    },
    {
      header: translate('reports.paymentMethods.average'),
      csvHeader: translate('reports.paymentMethods.averageTl'),
      numeric: true,
      cell: (row) => formatAmount(row.average_amount),
      csvValue: (row) => row.average_amount,
    },
  ];
  return (
    <ReportTable
      title={translate('reports.paymentMethods.title')}
      fileName={translate('reports.export.fileNames.paymentMethods')}
      range={range}
      columns={columns}
      rows={rows}
      loading={loading}
      placeholderRows={3}
    />
  );
};
