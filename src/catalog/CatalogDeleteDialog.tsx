import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import type { CatalogResource, CatalogRow } from './catalogTypes';

export interface CatalogDeleteDialogProps {
  resource: CatalogResource;
  row: CatalogRow;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete confirmation; a row refunds still use is refused by the server (409) and stays. */
export const CatalogDeleteDialog = ({ resource, row, onClose, onDeleted }: CatalogDeleteDialogProps) => {
  return (
    <ConfirmDeleteDialog
      resource={resource}
      record={row}
      title={`${resource}.deleteTitle`}
      question={`${resource}.deleteConfirm`}
      questionArgs={{ name: row.name }}
      successMessage={`${resource}.messages.deleted`}
      errorMessage="errors.deleteFailed"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};
