import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { FormDialogActions } from '../common/FormDialogActions';
import { choicesFor, useCatalog } from '../refunds/useCatalog';
import {
  findCannedResponse,
  initialMappingValues,
  toMappingPayload,
  validateMapping,
  type MappingFormValues,
} from './mappingForm';
import { saveMapping } from './mappingsApi';
import type { StatusMapping } from './mappingTypes';
import { StatusDot } from './StatusDot';
import { useCannedResponses } from './useMappingData';

export interface MappingFormDialogProps {
  /** The mapping to edit; null to add one. */
  mapping: StatusMapping | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit modal of a mapping: required status and canned response, active by default. */
export const MappingFormDialog = ({ mapping, onClose, onSaved }: MappingFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const statuses = useCatalog('statuses');
  const responses = useCannedResponses();
  const [values, setValues] = useState<MappingFormValues>(() => initialMappingValues(mapping));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const responseList = responses.data ?? [];
  // An edited mapping keeps its response selectable even when the help desk no longer lists it.
  const unlistedMapping =
    mapping && !findCannedResponse(responseList, mapping.canned_response_id) ? mapping : null;

  const set = <K extends keyof MappingFormValues>(key: K, value: MappingFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateMapping(values);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await saveMapping(mapping?.id ?? null, toMappingPayload(values, responseList, mapping));
      notify(`mappings.messages.${mapping ? 'updated' : 'created'}`, { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      notify('mappings.messages.operationError', {
        type: 'error',
        messageArgs: { msg: errorText(error, translate('errors.generic')) },
      });
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{translate(mapping ? 'mappings.editTitle' : 'mappings.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{translate(problem)}</Alert>}
            {responses.error && (
              <Alert severity="error">
                {translate('mappings.messages.cannedResponsesLoadError', {
                  msg: errorText(responses.error, translate('errors.generic')),
                })}
              </Alert>
            )}
            <TextField
              select
              required
              label={translate('mappings.fields.status')}
              value={statuses.isPending ? '' : values.status_id}
              onChange={(event) => set('status_id', event.target.value)}
              disabled={statuses.isPending}
              helperText={
                statuses.error
                  ? translate('refunds.messages.statusesLoadError', {
                      msg: errorText(statuses.error, translate('errors.generic')),
                    })
                  : translate('mappings.selectStatus')
              }
              error={!!statuses.error}
            >
              {choicesFor(statuses.items, mapping?.status_id).map((status) => (
                <MenuItem key={status.id} value={String(status.id)}>
                  <StatusDot name={status.name} color={status.color} />
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={translate('mappings.fields.cannedResponse')}
              value={responses.isPending ? '' : values.canned_response_id}
              onChange={(event) => set('canned_response_id', event.target.value)}
              disabled={responses.isPending}
              helperText={translate('mappings.selectCannedResponse')}
            >
              {unlistedMapping && (
                <MenuItem value={String(unlistedMapping.canned_response_id)}>
                  {unlistedMapping.canned_response_name ||
                    translate('mappings.fields.responseId', {
                      id: String(unlistedMapping.canned_response_id),
                    })}
                </MenuItem>
              )}
              {responseList.map((response) => (
                <MenuItem key={String(response.ID)} value={String(response.ID)}>
                  {response.shortcuts?.length
                    ? `${response.name} (${response.shortcuts.join(', ')})`
                    : response.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
              }
              label={translate('mappings.fields.isActive')}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onClose} />
      </Box>
    </Dialog>
  );
};
