import { Box, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { SelectInput, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { AmountInput } from './AmountInput';
import { errorText } from '../common/errorText';
import { ReceiptInput } from './ReceiptInput';
import { requiredField, validAmount, validEmail } from './refundValidation';
import type { Refund } from './types';
import { choicesFor, useCatalog } from './useCatalog';

export interface RefundFormFieldsProps {
  /** E-mail is required when creating (spec section 5). */
  emailRequired: boolean;
  /** Shown above the receipt chooser on the edit page: the current receipt and the replacement note. */
  currentReceipt?: ReactNode;
  /** Under the receipt chooser: the 'analyse receipt' button, which fills the form from the receipt. */
  receiptActions?: ReactNode;
}

const half = { xs: 12, md: 6 };

/** Every field of the refund create and edit forms (spec section 2), with the section 5 rules. */
export const RefundFormFields = ({
  emailRequired,
  currentReceipt,
  receiptActions,
}: RefundFormFieldsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Refund>();
  const methods = useCatalog('methods');
  const reasons = useCatalog('reasons');
  const statuses = useCatalog('statuses');

  const loadError = methods.error ?? reasons.error ?? statuses.error;
  useEffect(() => {
    if (!loadError) return;
    notify('refunds.messages.dataLoadError', {
      type: 'error',
      messageArgs: { msg: errorText(loadError, translate('errors.generic')) },
    });
  }, [loadError, notify, translate]);

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
