import { Box, Grid, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { SelectInput, TextInput, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { RECEIPT_FIELD } from '../providers/refundPayload';
import { AmountInput } from './AmountInput';
import { ReceiptDropzone } from './receipt/ReceiptDropzone';
import { requiredField, validAmount, validEmail } from './refundValidation';
import type { Refund } from './types';
import { choicesFor, useCatalog } from './useCatalog';

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

  return (
    <Box sx={{ width: '100%' }}>
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <SelectInput
            source="payment_method_id"
            label="refunds.fields.method"
            choices={choicesFor(methods.items, record?.payment_method_id)}
            validate={requiredField}
            emptyText="common.select"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="reason_id"
            label="refunds.fields.reason"
            choices={choicesFor(reasons.items, record?.reason_id)}
            validate={requiredField}
            emptyText="common.select"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput source="user_id" label="refunds.fields.userId" validate={requiredField} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="login_id" label="refunds.fields.loginId" validate={requiredField} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="member_name"
            label="refunds.fields.memberName"
            validate={requiredField}
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="refund_name"
            label="refunds.fields.refundName"
            validate={requiredField}
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="banveri"
            label="refunds.fields.iban"
            placeholder={translate('refunds.form.ibanPlaceholder')}
            helperText="common.optional"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <AmountInput validate={[requiredField, validAmount]} />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="status_id"
            label="refunds.fields.status"
            choices={choicesFor(statuses.items, record?.status_id)}
            validate={requiredField}
            emptyText="common.select"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput source="ticket_id" label="refunds.fields.ticketId" validate={requiredField} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="email"
            label="refunds.fields.email"
            type="email"
            validate={emailRequired ? [requiredField, validEmail] : validEmail}
            fullWidth
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
        {currentReceipt}
        <ReceiptInput />
        {receiptActions}
      </Box>
    </Box>
  );
};
