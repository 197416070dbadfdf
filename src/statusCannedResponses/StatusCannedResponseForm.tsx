import { Alert, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SelectInput, useSaveContext, useTranslate } from 'react-admin';
import { CheckboxInput } from '../common/CheckboxInput';
import { errorText } from '../common/errorText';
import { FormDialogActions } from '../common/FormDialogActions';
import { StatusDot } from '../common/StatusDot';
import type { CatalogItem } from '../refunds/types';
import { choicesFor, useCatalog } from '../refunds/useCatalog';
import { findCannedResponse, initialMappingValues, mappingRequired } from './statusCannedResponseForm';
import type { StatusCannedResponse } from './statusCannedResponseTypes';
import { useCannedResponses } from './useCannedResponses';

export interface StatusCannedResponseFormProps {
  /** The mapping to edit; null to add one. */
  mapping: StatusCannedResponse | null;
  onCancel: () => void;
}

/** Status, canned response (from the help desk) and active flag of a mapping. */
export const StatusCannedResponseForm = ({ mapping, onCancel }: StatusCannedResponseFormProps) => {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  const statuses = useCatalog('statuses');
  const responses = useCannedResponses();
  const responseList = responses.data ?? [];
  // An edited mapping keeps its response selectable even when the help desk no longer lists it.
  const unlisted =
    mapping && !findCannedResponse(responseList, mapping.canned_response_id)
      ? [
          {
            id: mapping.canned_response_id,
            name:
              mapping.canned_response_name ||
              translate('statusCannedResponses.fields.responseId', {
                id: String(mapping.canned_response_id),
              }),
          },
        ]
      : [];
  const responseChoices = [
    ...unlisted,
    ...responseList.map((response) => ({
      id: response.ID,
      name: response.shortcuts?.length
        ? `${response.name} (${response.shortcuts.join(', ')})`
        : response.name,
    })),
  ];
  const failedToLoad = (error: unknown, key: string) =>
    translate(key, { msg: errorText(error, translate('errors.generic')) });

  return (
    <Dialog open onClose={saving ? undefined : onCancel} maxWidth="md" fullWidth>
      <Form record={initialMappingValues(mapping)} noValidate disableInvalidFormNotification>
        <DialogTitle>
          {translate(mapping ? 'statusCannedResponses.editTitle' : 'statusCannedResponses.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {responses.error && (
              <Alert severity="error">
                {failedToLoad(responses.error, 'statusCannedResponses.messages.cannedResponsesLoadError')}
              </Alert>
            )}
            <SelectInput
              source="status_id"
              choices={choicesFor(statuses.items, mapping?.status_id)}
              optionText={(status: CatalogItem) => <StatusDot name={status.name} color={status.color} />}
              isPending={statuses.isPending}
              validate={mappingRequired('status_id')}
              helperText={
                statuses.error
                  ? failedToLoad(statuses.error, 'refunds.messages.statusesLoadError')
                  : 'statusCannedResponses.selectStatus'
              }
            />
            <SelectInput
              source="canned_response_id"
              choices={responseChoices}
              isPending={responses.isPending}
              validate={mappingRequired('canned_response_id')}
              helperText="statusCannedResponses.selectCannedResponse"
            />
            <CheckboxInput source="is_active" label="statusCannedResponses.fields.isActive" />
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onCancel} />
      </Form>
    </Dialog>
  );
};
