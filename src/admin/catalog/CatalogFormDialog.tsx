import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorText } from '../../common/errorText';
import { initialValues, normalizeCode, toPayload, validateCatalog } from './catalogForm';
import type { CatalogConfig, CatalogFormValues, CatalogRow } from './catalogTypes';
import { FormDialogActions } from '../../common/FormDialogActions';

export interface CatalogFormDialogProps {
  config: CatalogConfig;
  /** The row to edit; null to add one. */
  row: CatalogRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit modal of a status, payment method or refund reason (spec sections 2 and 5). */
export const CatalogFormDialog = ({ config, row, onClose, onSaved }: CatalogFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [values, setValues] = useState<CatalogFormValues>(() => initialValues(row));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = creating || updating;
  const ns = config.ns;

  const set = <K extends keyof CatalogFormValues>(key: K, value: CatalogFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCatalog(config, values);
    setProblem(invalid);
    if (invalid) return;
    const data = toPayload(config, values);
    const options = {
      mutationMode: 'pessimistic' as const,
      returnPromise: false,
      onSuccess: () => {
        notify(`${ns}.messages.${row ? 'updated' : 'created'}`, { type: 'success' });
        onSaved();
        onClose();
      },
      onError: (error: unknown) =>
        notify('errors.operationFailed', {
          type: 'error',
          messageArgs: { msg: errorText(error, translate('errors.generic')) },
        }),
    };
    if (row) update(config.resource, { id: row.id, data, previousData: row }, options);
    else create(config.resource, { data }, options);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{translate(`${ns}.${row ? 'editTitle' : 'createTitle'}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{translate(problem)}</Alert>}
            <TextField
              label={translate(`${ns}.fields.name`)}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              required
              autoFocus
            />
            {config.kind === 'code' ? (
              <TextField
                label={translate(`${ns}.fields.code`)}
                value={values.code}
                onChange={(e) => set('code', normalizeCode(e.target.value))}
                helperText={translate(`${ns}.codeHint`)}
                required
              />
            ) : (
              <TextField
                label={translate('statuses.fields.color')}
                type="color"
                value={values.color}
                onChange={(e) => set('color', e.target.value)}
                sx={{ maxWidth: 160 }}
              />
            )}
            <TextField
              label={translate(`${ns}.fields.order`)}
              type="number"
              value={values.display_order}
              onChange={(e) => set('display_order', e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              sx={{ maxWidth: 160 }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
              }
              label={translate(`${ns}.fields.isActive`)}
            />
            {config.kind === 'color' && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.is_completed}
                    onChange={(e) => set('is_completed', e.target.checked)}
                  />
                }
                label={translate('statuses.fields.isCompleted')}
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onClose} />
      </Box>
    </Dialog>
  );
};
