import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Checkbox,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActiveBadge } from '../admin/catalog/ActiveBadge';
import type { AdminUserRecord } from './types';
import { RowEditDeleteActions } from '../common/RowEditDeleteActions';
import { flagOn } from './userValues';

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

export interface UserSort {
  field: string;
  order: 'ASC' | 'DESC';
}

const COLUMNS = [
  { field: 'username', label: 'users.fields.username' },
  { field: 'full_name', label: 'users.fields.fullName' },
  { field: 'role_display_name', label: 'users.fields.role' },
  { field: 'email', label: 'users.fields.email' },
  { field: 'is_active', label: 'users.fields.isActive' },
  { field: 'is_2fa_enabled', label: 'users.fields.twoFactor' },
] as const;

export interface UserTableProps {
  users: AdminUserRecord[];
  selfId: number | string | undefined;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** Selection for the bulk actions; undefined hides the checkboxes. */
  selection?: { ids: number[]; onChange: (ids: number[]) => void };
  onEdit: (user: AdminUserRecord) => void;
  onDelete: (user: AdminUserRecord) => void;
  /** Why the caller may not change a user (translated), or undefined; locks both row actions. */
  lockedReason?: (user: AdminUserRecord) => string | undefined;
}

/** The users table: sortable columns, 'Siz' badge, Aktif/Pasif and the read-only 2FA column. */
export const UserTable = ({
  users,
  selfId,
  sort,
  onSort,
  selection,
  onEdit,
  onDelete,
  lockedReason,
}: UserTableProps) => {
  const translate = useTranslate();
  const isSelf = (user: AdminUserRecord) => selfId != null && String(user.id) === String(selfId);
  const allIds = users.map((u) => u.id);
  const selected = new Set(selection?.ids ?? []);
  const toggle = (id: number) =>
    selection?.onChange(selected.has(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id]);

  return (
    <TableContainer>
      <Table size="small" aria-label={translate('users.title')}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{ input: { 'aria-label': translate('users.bulk.selectAll') } }}
                  checked={users.length > 0 && allIds.every((id) => selected.has(id))}
                  indeterminate={selected.size > 0 && !allIds.every((id) => selected.has(id))}
                  onChange={(e) => selection.onChange(e.target.checked ? allIds : [])}
                />
              </TableCell>
            )}
            {COLUMNS.map((column) => (
              <TableCell
                key={column.field}
                sortDirection={sort.field === column.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                <TableSortLabel
                  active={sort.field === column.field}
                  direction={sort.field === column.field && sort.order === 'DESC' ? 'desc' : 'asc'}
                  onClick={() =>
                    onSort({
                      field: column.field,
                      order: sort.field === column.field && sort.order === 'ASC' ? 'DESC' : 'ASC',
                    })
                  }
                >
                  {translate(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">{translate('users.fields.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} selected={selected.has(user.id)}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': user.username } }}
                    checked={selected.has(user.id)}
                    onChange={() => toggle(user.id)}
                  />
                </TableCell>
              )}
              <TableCell>
                {user.username}
                {isSelf(user) && (
                  <Chip size="small" color="primary" label={translate('users.you')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{user.full_name ?? ''}</TableCell>
              <TableCell>{user.role_display_name ?? user.role_name ?? ''}</TableCell>
              <TableCell>{user.email ?? ''}</TableCell>
              <TableCell>
                <ActiveBadge active={flagOn(user.is_active)} />
              </TableCell>
              <TableCell>
                {translate(flagOn(user.is_2fa_enabled) ? 'users.twoFactorOn' : 'users.twoFactorOff')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {lockedReason?.(user) ? (
                  <LockedRowActions reason={lockedReason(user) as string} />
                ) : (
                  <RowEditDeleteActions
                    deleteBlockedReason={isSelf(user) ? translate('users.cannotDeleteSelf') : undefined}
                    onEdit={() => onEdit(user)}
                    onDelete={() => onDelete(user)}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
