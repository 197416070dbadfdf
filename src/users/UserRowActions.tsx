import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RowEditDeleteActions } from '../common/RowEditDeleteActions';
import type { AdminUserRecord } from './types';

/** Disabled edit and delete buttons of a user the caller may not change, each saying why. */
const LockedRowActions = ({ reason }: { reason: string }) => (
  <Tooltip title={reason}>
    {/* A span keeps the tooltip working on the disabled buttons. */}
    <span>
      <IconButton aria-label={reason} disabled>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={reason} color="error" disabled>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </span>
  </Tooltip>
);

export interface UserRowActionsProps {
  user: AdminUserRecord;
  isSelf: boolean;
  /** Why the caller may not change this user (translated), or undefined. */
  lockedReason?: string;
  onEdit: (user: AdminUserRecord) => void;
  onDelete: (user: AdminUserRecord) => void;
}

/** Edit and delete of a row; nobody deletes themself, and a locked user's buttons say why. */
export const UserRowActions = ({ user, isSelf, lockedReason, onEdit, onDelete }: UserRowActionsProps) => {
  const translate = useTranslate();
  if (lockedReason) return <LockedRowActions reason={lockedReason} />;
  return (
    <RowEditDeleteActions
      deleteBlockedReason={isSelf ? translate('users.cannotDeleteSelf') : undefined}
      onEdit={() => onEdit(user)}
      onDelete={() => onDelete(user)}
    />
  );
};
