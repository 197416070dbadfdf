import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Onay bekliyor': a status change of the refund waits for a second person's approval. */
export const PendingApprovalChip = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  return (
    <Chip
      icon={<HourglassTopIcon />}
      label={translate('approvals.pendingChip')}
      size={size}
      color="warning"
      variant="outlined"
      data-testid="pending-approval-chip"
      sx={{ fontWeight: 600 }}
    />
  );
};
