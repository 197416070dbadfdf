import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBulkRefundAction } from './useBulkRefundAction';

/** Bulk mail flag: mark every selected refund as mailed, or as not mailed. */
export const BulkMailButtons = () => {
  const translate = useTranslate();
  const { run, running } = useBulkRefundAction();
  return (
    <>
      <Button
        size="small"
        startIcon={<MarkEmailReadIcon />}
        disabled={running}
        onClick={() => run({ action: 'mail', mail_sent: true })}
      >
        {translate('refunds.bulk.markMailed')}
      </Button>
      <Button
        size="small"
        startIcon={<MailOutlineIcon />}
        disabled={running}
        onClick={() => run({ action: 'mail', mail_sent: false })}
      >
        {translate('refunds.bulk.markNotMailed')}
      </Button>
    </>
  );
};
