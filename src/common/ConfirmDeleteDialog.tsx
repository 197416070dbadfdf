import type { ReactNode } from 'react';
import { Confirm, useDelete, useNotify, type RaRecord } from 'react-admin';
import { useNotifyError } from './useNotifyError';

export interface ConfirmDeleteDialogProps<T extends RaRecord> {
  resource: string;
  record: T;
  /** Catalog key of the dialog title. */
  title: string;
  /** The question, already translated (it usually names the record). */
  content: ReactNode;
  /** Catalog key of the success toast. */
  successMessage: string;
  /** Catalog key of the failure toast; receives %{msg}. */
  errorMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Permanent deletion after confirmation: the record goes only once the server has confirmed, and a
 * refusal (for example a 409 for a row still in use) leaves it in place with the server's message.
 */
export function ConfirmDeleteDialog<T extends RaRecord>({
  resource,
  record,
  title,
  content,
  successMessage,
  errorMessage,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps<T>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [deleteOne, { isPending }] = useDelete<T>();

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(successMessage, { type: 'success' });
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          notifyError(error, errorMessage);
          onClose();
        },
      },
    );

  return (
    <Confirm
      isOpen
      loading={isPending}
      title={title}
      content={content}
      confirm="common.delete"
      cancel="common.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
