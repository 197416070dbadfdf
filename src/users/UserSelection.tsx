import { Checkbox } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { AdminUserRecord } from './types';

/** Header checkbox: selects or clears every user on the page. */
export const SelectAllUsersCheckbox = () => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext<AdminUserRecord>();
  const pageIds = data.map((user) => user.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': translate('users.bulk.selectAll') } }}
      checked={all}
      indeterminate={selectedIds.length > 0 && !all}
      onChange={(event) => onSelect(event.target.checked ? pageIds : [])}
    />
  );
};

/** Row checkbox, named after the user. */
export const SelectUserCheckbox = ({ user }: { user: AdminUserRecord }) => {
  const { selectedIds, onToggleItem } = useListContext<AdminUserRecord>();
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': user.username } }}
      checked={selectedIds.includes(user.id)}
      onChange={() => onToggleItem(user.id)}
    />
  );
};
