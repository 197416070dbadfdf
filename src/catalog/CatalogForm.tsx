import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, NumberInput, TextInput, useSaveContext, useTranslate } from 'react-admin';
import { CheckboxInput } from '../common/CheckboxInput';
import { FormDialogActions } from '../common/FormDialogActions';
import { catalogRequired, initialValues, normalizeCode, orderRule } from './catalogForm';
import { CATALOG_CONFIGS, type CatalogResource, type CatalogRow } from './catalogTypes';

export interface CatalogFormProps {
  resource: CatalogResource;
  row: CatalogRow | null;
  onCancel: () => void;
}

/** Name, colour (statuses) or code (methods, reasons), order, active and, for statuses, completed. */
export const CatalogForm = ({ resource, row, onCancel }: CatalogFormProps) => {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  const config = CATALOG_CONFIGS[resource];
  const required = catalogRequired(config);
  return (
    <Dialog open onClose={saving ? undefined : onCancel} maxWidth="md" fullWidth>
      <Form record={initialValues(row)} noValidate disableInvalidFormNotification>
        <DialogTitle>{translate(`${resource}.${row ? 'editTitle' : 'createTitle'}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput source="name" validate={required('name')} autoFocus />
            {config.kind === 'code' ? (
              <TextInput
                source="code"
                validate={required('code')}
                parse={normalizeCode}
                helperText={`${resource}.codeHint`}
              />
            ) : (
              <TextInput source="color" type="color" helperText={false} sx={{ maxWidth: 160 }} />
            )}
            <NumberInput
              source="display_order"
              validate={orderRule}
              min={0}
              step={1}
              sx={{ maxWidth: 160 }}
            />
            <CheckboxInput source="is_active" />
            {config.kind === 'color' && <CheckboxInput source="is_completed" />}
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onCancel} />
      </Form>
    </Dialog>
  );
};
