import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CatalogItem } from './types';

export interface StatusSelectProps {
  statuses: CatalogItem[];
  /** The chosen status id as a string, '' for none. */
  value: string;
  onChange: (statusId: string) => void;
  disabled: boolean;
  /** Why the statuses could not be loaded, shown under the field. */
  error?: string;
}

/** The new-status select of the status dialogs: every status, in display order. */
export const StatusSelect = ({ statuses, value, onChange, disabled, error }: StatusSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      label={translate('refunds.statusModal.newStatus')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      helperText={error}
      error={error !== undefined}
    >
      {statuses.map((status) => (
        <MenuItem key={status.id} value={String(status.id)}>
          {status.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
