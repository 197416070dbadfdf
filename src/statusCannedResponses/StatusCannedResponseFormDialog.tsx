import { CreateBase, EditBase, useNotify } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { StatusCannedResponseForm } from './StatusCannedResponseForm';
import { toMappingPayload, type StatusCannedResponseFormValues } from './statusCannedResponseForm';
import { STATUS_CANNED_RESPONSES, type StatusCannedResponse } from './statusCannedResponseTypes';
import { useCannedResponses } from './useCannedResponses';

export interface StatusCannedResponseFormDialogProps {
  /** The mapping to edit; null to add one. */
  mapping: StatusCannedResponse | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit modal of a mapping, saved once the server accepted it; a refusal keeps it open. */
export const StatusCannedResponseFormDialog = ({
  mapping,
  onClose,
  onSaved,
}: StatusCannedResponseFormDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const responses = useCannedResponses();
  const mutationOptions = {
    onSuccess: () => {
      notify(`statusCannedResponses.messages.${mapping ? 'updated' : 'created'}`, { type: 'success' });
      onSaved();
      onClose();
    },
    onError: (error: unknown) => notifyError(error, 'statusCannedResponses.messages.operationError'),
  };
  const transform = (values: StatusCannedResponseFormValues) =>
    toMappingPayload(values, responses.data ?? [], mapping);
  const form = <StatusCannedResponseForm mapping={mapping} onCancel={onClose} />;

  return mapping ? (
    <EditBase
      resource={STATUS_CANNED_RESPONSES}
      id={mapping.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
      // The list's row is the record: no second read.
      queryOptions={{ enabled: false, placeholderData: mapping }}
    >
      {form}
    </EditBase>
  ) : (
    <CreateBase
      resource={STATUS_CANNED_RESPONSES}
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
    >
      {form}
    </CreateBase>
  );
};
