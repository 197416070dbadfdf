import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { errorText } from '../../refunds/errorText';
import type { CatalogConfig, CatalogRow } from './catalogTypes';

export interface CatalogDeleteDialogProps {
  config: CatalogConfig;
  row: CatalogRow;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete confirmation; a row refunds still use is refused by the server (409) and stays. */
export const CatalogDeleteDialog = ({ config, row, onClose, onDeleted }: CatalogDeleteDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () =>
    deleteOne(
      config.resource,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${config.ns}.messages.deleted`, { type: 'success' });
          onDeleted();
          onClose();
        },
        onError: (error) => {
          notify('errors.deleteFailed', {
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
      title={`${config.ns}.deleteTitle`}
      content={
        <>
          {translate(`${config.ns}.deleteConfirm`, { name: row.name })} {translate('common.irreversible')}
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
