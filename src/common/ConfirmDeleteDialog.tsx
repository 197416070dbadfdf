import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { IrreversibleConfirm } from './IrreversibleConfirm';
import { useNotifyError } from './useNotifyError';

export interface ConfirmDeleteDialogProps<T extends RaRecord> {
  resource: string;
  record: T;
  /** Catalog key of the dialog title. */
  title: string;
  /** Catalog key of the question (it usually names the record), and its arguments. */
  question: string;
  questionArgs?: Record<string, unknown>;
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
  question,
  questionArgs,
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
    <IrreversibleConfirm
      isOpen
      loading={isPending}
      title={title}
      question={question}
      questionArgs={questionArgs}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
