import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogOpenerTooltip } from './DialogOpenerTooltip';

export interface RowEditDeleteActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  /** Why this row cannot be deleted (e.g. 'Kendinizi silemezsiniz'); disables delete and says so. */
  deleteBlockedReason?: string;
}

/** The edit and delete icon buttons at the end of an admin table row. */
export const RowEditDeleteActions = ({
  onEdit,
  onDelete,
  deleteBlockedReason,
}: RowEditDeleteActionsProps) => {
  const translate = useTranslate();
  const deleteLabel = deleteBlockedReason ?? translate('common.delete');
  return (
    <>
      <DialogOpenerTooltip title={translate('common.edit')}>
        <IconButton aria-label={translate('common.edit')} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </DialogOpenerTooltip>
      <DialogOpenerTooltip title={deleteLabel}>
        <IconButton
          aria-label={deleteLabel}
          color="error"
          disabled={deleteBlockedReason !== undefined}
          onClick={onDelete}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </DialogOpenerTooltip>
    </>
  );
};
