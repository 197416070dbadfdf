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

/** A list row that takes the focus with Tab; its keys are handled once, by the table body. */
const FocusableRefundRow = forwardRef<HTMLTableRowElement, Record<string, unknown>>((props, ref) => {
  const refund = useRecordContext<Refund>();
  return <DataTableRow ref={ref} {...props} tabIndex={0} data-refund-id={refund?.id} />;
});
FocusableRefundRow.displayName = 'FocusableRefundRow';

/**
 * The refund table's body: react-admin's, with rows a keyboard can reach. On a focused row Enter opens
 * the refund as a click does and Space selects it (when the list has bulk actions); keys pressed on a
 * button inside the row are the button's. Handled here rather than in each row, so that a row does not
 * re-render on every list change.
 */
export const RefundTableBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => {
  const navigate = useNavigate();
  const { onToggleItem } = useListContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target as HTMLElement;
    const id = Number(row.dataset.refundId);
    if (row.tagName !== 'TR' || !Number.isSafeInteger(id)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      navigate(refundShowPath(id));
    } else if (event.key === ' ' && hasBulkActions) {
      event.preventDefault();
      onToggleItem(id);
    }
  };
  return <DataTableBody ref={ref} {...props} row={FocusableRefundRow} onKeyDown={onKeyDown} />;
});
RefundTableBody.displayName = 'RefundTableBody';
