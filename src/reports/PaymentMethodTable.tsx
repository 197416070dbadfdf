import { useTranslate } from 'react-admin';
import { formatAmount } from '../common/formatters';
import { countColumn, nameColumn, percentColumn } from './reportColumns';
import type { PaymentMethodReportRow } from '../providers/reportCalls';
import { ReportTable, type ReportColumn, type ReportTableData } from './ReportTable';

export type PaymentMethodTableProps = ReportTableData<PaymentMethodReportRow>;

/** Refund count, share, total and average amount per payment method, with CSV export. */
export const PaymentMethodTable = (data: PaymentMethodTableProps) => {
  const translate = useTranslate();
  const columns: ReportColumn<PaymentMethodReportRow>[] = [
    nameColumn(translate('reports.paymentMethods.method'), 'method_name'),
    countColumn(translate('reports.paymentMethods.count'), 'refund_count'),
    percentColumn(translate('reports.paymentMethods.percentage'), 'percentage', translate),
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
      columns={columns}
      {...data}
      placeholderRows={3}
    />
  );
};
