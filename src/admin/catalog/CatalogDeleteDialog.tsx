import { useTranslate } from 'react-admin';
import { ConfirmDeleteDialog } from '../../common/ConfirmDeleteDialog';
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
  return (
    <ConfirmDeleteDialog
      resource={config.resource}
      record={row}
      title={`${config.ns}.deleteTitle`}
      content={
        <>
          {translate(`${config.ns}.deleteConfirm`, { name: row.name })} {translate('common.irreversible')}
        </>
      }
      successMessage={`${config.ns}.messages.deleted`}
      errorMessage="errors.deleteFailed"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};
