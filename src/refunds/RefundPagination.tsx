import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { Box, Button, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SPREAD_BAR } from './barStyles';

/** At most this many page numbers are shown between 'previous' and 'next'. */
const MAX_PAGE_NUMBERS = 5;
/** On a phone the pager has to fit 390 px: fewer numbers, and arrows instead of worded previous/next. */
const PHONE_PAGE_NUMBERS = 3;

/** The page numbers to show: a window of up to 5 around the current page, kept inside 1…pageCount. */
export function pageNumbers(page: number, pageCount: number, max = MAX_PAGE_NUMBERS): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

interface StepButtonProps {
  iconOnly: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}

/** 'Önceki' / 'Sonraki': worded, or an arrow keeping the word as its name on a phone. */
const StepButton = ({ iconOnly, label, icon, onClick, disabled }: StepButtonProps) =>
  iconOnly ? (
    <IconButton size="small" onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      {icon}
    </IconButton>
  ) : (
    <Button size="small" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );

/** The count footer and the pager: first, previous, up to 5 page numbers, next, last. */
export const RefundPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending, meta } = useListContext();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPending || !total) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  // A short search counts its matches only up to a ceiling: there are more than the total says.
  const shownTotal = `${total.toLocaleString('tr-TR')}${meta?.totalCapped ? '+' : ''}`;
  return (
    <Box
      component="nav"
      aria-label={translate('refunds.list.pagination')}
      sx={{
        ...SPREAD_BAR,
        gap: 2,
        p: 2,
      }}
    >
      <Box>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {translate('refunds.list.count', { count: shownTotal })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('refunds.list.range', {
            total: shownTotal,
            from: from.toLocaleString('tr-TR'),
            to: to.toLocaleString('tr-TR'),
          })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={onPhone ? 0.25 : 0.5} alignItems="center">
        <IconButton
          size="small"
          onClick={() => setPage(1)}
          disabled={page <= 1}
          aria-label={translate('refunds.list.first')}
          title={translate('refunds.list.first')}
        >
          <FirstPageIcon fontSize="small" />
        </IconButton>
        <StepButton
          iconOnly={onPhone}
          label={translate('refunds.list.previous')}
          icon={<ChevronLeftIcon fontSize="small" />}
          onClick={() => setPage(page - 1)}
          disabled={page <= 1}
        />
        {pageNumbers(page, pageCount, onPhone ? PHONE_PAGE_NUMBERS : MAX_PAGE_NUMBERS).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={translate('refunds.list.page', { page: number })}
            onClick={() => setPage(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        <StepButton
          iconOnly={onPhone}
          label={translate('refunds.list.next')}
          icon={<ChevronRightIcon fontSize="small" />}
          onClick={() => setPage(page + 1)}
          disabled={page >= pageCount}
        />
        <IconButton
          size="small"
          onClick={() => setPage(pageCount)}
          disabled={page >= pageCount}
          aria-label={translate('refunds.list.last')}
          title={translate('refunds.list.last')}
        >
          <LastPageIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
};
