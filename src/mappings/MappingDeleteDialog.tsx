import { useTranslate } from 'react-admin';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { MAPPINGS_RESOURCE, type StatusMapping } from './mappingTypes';

export interface MappingDeleteDialogProps {
  mapping: StatusMapping;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete confirmation of a mapping. */
export const MappingDeleteDialog = ({ mapping, onClose, onDeleted }: MappingDeleteDialogProps) => {
  const translate = useTranslate();
  return (
    <ConfirmDeleteDialog
      resource={MAPPINGS_RESOURCE}
      record={mapping}
      title="mappings.deleteTitle"
      content={
        <>
          {translate('mappings.deleteConfirm')} {translate('common.irreversible')}
        </>
      }
      successMessage="mappings.messages.deleted"
      errorMessage="mappings.messages.deleteError"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};
