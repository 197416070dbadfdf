import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PermissionToggleProps {
  label: string;
  granted: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** One permission: green when granted, red when not; the button's name is the permission. */
export const PermissionToggle = ({ label, granted, disabled, onToggle }: PermissionToggleProps) => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
    >
      <Typography>{label}</Typography>
      <Button
        size="small"
        variant="contained"
        color={granted ? 'success' : 'error'}
        aria-label={label}
        aria-pressed={granted}
        disabled={disabled}
        onClick={onToggle}
        sx={{ minWidth: 80 }}
      >
        {translate(granted ? 'common.enabled' : 'common.disabled')}
      </Button>
    </Stack>
  );
};
