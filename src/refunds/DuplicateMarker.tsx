import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Refund } from './types';

/** The warning icon of a refund that shares user_id, login_id, method and amount with others. */
export const DuplicateMarker = () => {
  const refund = useRecordContext<Refund>();
  const translate = useTranslate();
  if (refund?.duplicate_group_id == null) return null;
  const label = translate('refunds.list.duplicate');
  return (
    <Tooltip title={label}>
      <WarningAmberIcon
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        sx={{ color: 'warning.main', verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
};
