import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

export interface AudienceSelectProps {
  /** A role id as text, or '' for the owner alone. */
  value: string;
  onChange: (value: string) => void;
  /** Offers 'Yalnızca ben' (a view can be made personal only by its owner). */
  allowPersonal?: boolean;
}

/** Who sees a view: its owner alone, or the members of one role (read-only). */
export const AudienceSelect = ({ value, onChange, allowPersonal = true }: AudienceSelectProps) => {
  const translate = useTranslate();
  const roles = useGetList<{ id: number; display_name: string }>('roles', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate('savedViews.audience')}
      value={roles.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {allowPersonal && <MenuItem value="">{translate('savedViews.personal')}</MenuItem>}
      {(roles.data ?? []).map((role) => (
        <MenuItem key={role.id} value={String(role.id)}>
          {translate('savedViews.sharedWith', { role: role.display_name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
