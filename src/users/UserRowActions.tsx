import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface UserRowActionsProps {
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete; delete is disabled for oneself with 'Kendinizi silemezsiniz'. */
export const UserRowActions = ({ isSelf, onEdit, onDelete }: UserRowActionsProps) => {
  const translate = useTranslate();
  const deleteLabel = isSelf ? translate('users.cannotDeleteSelf') : translate('common.delete');
  return (
    <>
      <Tooltip title={translate('common.edit')}>
        <IconButton aria-label={translate('common.edit')} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        {/* A span keeps the tooltip working on the disabled button. */}
        <span>
          <IconButton aria-label={deleteLabel} color="error" disabled={isSelf} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
};
