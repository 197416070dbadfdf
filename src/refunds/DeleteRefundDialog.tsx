import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { errorText } from './errorText';
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
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<Refund>();

  const confirm = () =>
    deleteOne(
      'refunds',
      { id: refund.id, previousData: refund },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('refunds.messages.deleted', { type: 'success' });
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          notify('refunds.messages.deleteError', {
            type: 'error',
            messageArgs: { msg: errorText(error, translate('errors.generic')) },
          });
          onClose();
        },
      },
    );

  return (
    <Confirm
      isOpen
      loading={isPending}
      title="refunds.deleteModal.title"
      content={
        <>
          {translate('refunds.deleteModal.confirm', { id: refund.id })}{' '}
          {translate('refunds.deleteModal.irreversible')}
        </>
      }
      confirm="common.delete"
      cancel="common.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
