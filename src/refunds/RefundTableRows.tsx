import { alpha, type Theme } from '@mui/material';
import { forwardRef, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  useDataTableConfigContext,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { refundShowPath } from './refundPaths';
import type { Refund } from './types';

/** A keyboard user sees which row has the focus. */
export const focusedRowSx = (theme: Theme) => ({
  '& tbody tr:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
  },
});

/**
 * A list row that takes the focus with Tab: Enter opens the refund as a click does, Space selects it
 * (when the list has bulk actions). Keys pressed on a button inside the row are the button's.
 */
const FocusableRefundRow = forwardRef<HTMLTableRowElement, Record<string, unknown>>((props, ref) => {
  const refund = useRecordContext<Refund>();
  const navigate = useNavigate();
  const { onToggleItem } = useListContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!refund || event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      navigate(refundShowPath(refund.id));
    } else if (event.key === ' ' && hasBulkActions) {
      event.preventDefault();
      onToggleItem(refund.id);
    }
  };
  return <DataTableRow ref={ref} {...props} tabIndex={0} onKeyDown={onKeyDown} />;
});
FocusableRefundRow.displayName = 'FocusableRefundRow';

/** The refund table's body: react-admin's, with rows a keyboard can reach. */
export const RefundTableBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => (
  <DataTableBody ref={ref} {...props} row={FocusableRefundRow} />
));
RefundTableBody.displayName = 'RefundTableBody';
