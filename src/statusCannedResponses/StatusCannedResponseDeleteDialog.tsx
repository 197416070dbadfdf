import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { STATUS_CANNED_RESPONSES, type StatusCannedResponse } from './statusCannedResponseTypes';

export interface StatusCannedResponseDeleteDialogProps {
  mapping: StatusCannedResponse;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete confirmation of a mapping. */
export const StatusCannedResponseDeleteDialog = ({
  mapping,
  onClose,
  onDeleted,
}: StatusCannedResponseDeleteDialogProps) => {
  return (
    <ConfirmDeleteDialog
      resource={STATUS_CANNED_RESPONSES}
      record={mapping}
      title="statusCannedResponses.deleteTitle"
      question="statusCannedResponses.deleteConfirm"
      successMessage="statusCannedResponses.messages.deleted"
      errorMessage="statusCannedResponses.messages.deleteError"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};
