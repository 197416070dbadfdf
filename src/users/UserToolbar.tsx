import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleLabel, type Role } from '../roles/roleTypes';

export interface UserToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  roleId: string;
  onRoleId: (roleId: string) => void;
  roles: Role[];
  onRefresh: () => void;
  onAdd: () => void;
  onBulkCreate: () => void;
}

/** Search, role filter, refresh, add and bulk create from JSON (both variants of spec section 2). */
export const UserToolbar = (props: UserToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label={translate('common.search')}
        placeholder={translate('users.searchPlaceholder')}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        sx={{ minWidth: 280 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={translate('users.roleFilter')}
        value={props.roleId}
        onChange={(e) => props.onRoleId(e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{translate('users.allRoles')}</MenuItem>
        {props.roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button startIcon={<RefreshIcon />} onClick={props.onRefresh}>
          {translate('common.refresh')}
        </Button>
        <Button startIcon={<UploadFileIcon />} onClick={props.onBulkCreate}>
          {translate('users.bulkCreate')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
          {translate('users.add')}
        </Button>
      </Stack>
    </Stack>
  );
};
