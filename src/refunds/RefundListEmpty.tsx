import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** 'Filtrelere uygun kayıt bulunamadı' under active filters, else 'Henüz iade kaydı bulunmuyor'. */
export const RefundListEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {translate(filtered ? 'refunds.list.emptyFiltered' : 'refunds.list.empty')}
      </Typography>
    </Box>
  );
};
