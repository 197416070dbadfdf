import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePendingApprovalCount } from './approvalCalls';

/** The sidebar icon of /approvals with the number of requests waiting that the user may see. */
export const ApprovalsMenuIcon = () => {
  const translate = useTranslate();
  const { data: count = 0 } = usePendingApprovalCount();
  return (
    <Badge
      badgeContent={count}
      color="warning"
      max={99}
      data-testid="approvals-badge"
      slotProps={{ badge: { 'aria-label': `${count} ${translate('approvals.pendingChip')}` } }}
    >
      <FactCheckIcon />
    </Badge>
  );
};
