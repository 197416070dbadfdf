import { useTranslate } from 'react-admin';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import type { Refund } from './types';

export interface DeleteRefundDialogProps {
  refund: Refund;
  onClose: () => void;
  /** Called once the refund is gone. */
  onDeleted?: () => void;
}

/** The delete confirmation of the list; the refund goes only after the server confirms. */
export const DeleteRefundDialog = ({ refund, onClose, onDeleted }: DeleteRefundDialogProps) => {
  const translate = useTranslate();
  return (
    <ConfirmDeleteDialog
      resource="refunds"
      record={refund}
      title="refunds.deleteModal.title"
      content={
        <>
          {translate('refunds.deleteModal.confirm', { id: refund.id })}{' '}
          {translate('refunds.deleteModal.irreversible')}
        </>
      }
      successMessage="refunds.messages.deleted"
      errorMessage="refunds.messages.deleteError"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};
