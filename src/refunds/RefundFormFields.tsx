import { Box, Grid, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { SelectInput, TextInput, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { RECEIPT_FIELD } from '../providers/refundPayload';
import { AmountInput } from './AmountInput';
import { ReceiptCheckMark, ReceiptCheckProvider } from './receipt/ReceiptCheckMarks';
import { ReceiptDropzone } from './receipt/ReceiptDropzone';
import { FormReceiptReuseWarning } from './receipt/ReceiptReuseWarning';
import { requiredField, validAmount, validEmail } from './refundValidation';
import type { Refund } from './types';
import { type Catalog, choicesFor, useCatalog } from './useCatalog';

/** The forms' optional receipt: a File kept in the form state under `receipt_image`. */
const ReceiptInput = () => {
  const translate = useTranslate();
  const { field } = useInput<File | null>({ source: RECEIPT_FIELD, defaultValue: null });
  const file = field.value instanceof File ? field.value : null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('refunds.fields.receipt')} {translate('common.optional')}
      </Typography>
      <ReceiptDropzone file={file} onChange={(next) => field.onChange(next)} />
    </Box>
  );
};

export interface RefundFormFieldsProps {
  /** E-mail is required when creating, optional when editing. */
  emailRequired: boolean;
  /** Shown above the receipt chooser on the edit page: the current receipt and the replacement note. */
  currentReceipt?: ReactNode;
  /** Under the receipt chooser: the 'analyse receipt' button, which fills the form from the receipt. */
  receiptActions?: ReactNode;
}

const half = { xs: 12, md: 6 };

/** One grid cell of the form: the field's source (its key) and its input. */
type FormCell = [source: string, input: ReactNode];
type CatalogField = 'payment_method_id' | 'reason_id' | 'status_id';

/** Every field of the refund create and edit forms, with their validation rules, then the receipt. */
export const RefundFormFields = ({
  emailRequired,
  currentReceipt,
  receiptActions,
}: RefundFormFieldsProps) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const record = useRecordContext<Refund>();
  const methods = useCatalog('methods');
  const reasons = useCatalog('reasons');
  const statuses = useCatalog('statuses');

  const loadError = methods.error ?? reasons.error ?? statuses.error;
  useEffect(() => {
    if (!loadError) return;
    notifyError(loadError, 'refunds.messages.dataLoadError');
  }, [loadError, notifyError]);

  // The selects appear once their choices are there, so that a preset value always has its option.
  if (methods.isPending || reasons.isPending || statuses.isPending) return <LoadingText />;

  const catalogSelect = (source: CatalogField, label: string, catalog: Catalog): FormCell => [
    source,
    <SelectInput
      source={source}
      label={label}
      choices={choicesFor(catalog.items, record?.[source])}
      validate={requiredField}
      emptyText="common.select"
      fullWidth
    />,
  ];
  const requiredText = (source: string, label: string): FormCell => [
    source,
    <TextInput source={source} label={label} validate={requiredField} fullWidth />,
  ];
  // In reading order: two columns on wide screens, one on narrow ones.
  const fields: FormCell[] = [
    catalogSelect('payment_method_id', 'refunds.fields.method', methods),
    catalogSelect('reason_id', 'refunds.fields.reason', reasons),
    requiredText('user_id', 'refunds.fields.userId'),
    requiredText('login_id', 'refunds.fields.loginId'),
    requiredText('member_name', 'refunds.fields.memberName'),
    requiredText('refund_name', 'refunds.fields.refundName'),
    [
      'banveri',
      <TextInput
        source="banveri"
        label="refunds.fields.iban"
        placeholder={translate('refunds.form.ibanPlaceholder')}
        helperText="common.optional"
        fullWidth
      />,
    ],
    ['amount', <AmountInput validate={[requiredField, validAmount]} />],
    catalogSelect('status_id', 'refunds.fields.status', statuses),
    requiredText('ticket_id', 'refunds.fields.ticketId'),
    [
      'email',
      <TextInput
        source="email"
        label="refunds.fields.email"
        type="email"
        validate={emailRequired ? [requiredField, validEmail] : validEmail}
        fullWidth
      />,
    ],
  ];

  return (
    <ReceiptCheckProvider>
      <Box sx={{ width: '100%' }}>
        <Grid container columnSpacing={2}>
          {fields.map(([source, input]) => (
            <Grid key={source} size={half}>
              <ReceiptCheckMark source={source}>{input}</ReceiptCheckMark>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          {currentReceipt}
          <ReceiptInput />
          <FormReceiptReuseWarning />
          {receiptActions}
        </Box>
      </Box>
    </ReceiptCheckProvider>
  );
};
