import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CloseableDialog } from '../common/CloseableDialog';
import { refundEditPath } from './refundPaths';
import { useRefundPermissions } from './useRefundPermissions';

/** The id of the refund list's search box, which '/' focuses. */
export const REFUND_SEARCH_INPUT_ID = 'refund-list-search';

/** The keys of the refund list, as the '?' dialog lists them. */
const SHORTCUTS = [
  ['/', 'savedViews.keyboard.search'],
  ['j', 'savedViews.keyboard.next'],
  ['k', 'savedViews.keyboard.previous'],
  ['Enter', 'savedViews.keyboard.open'],
  ['e', 'savedViews.keyboard.edit'],
  ['?', 'savedViews.keyboard.help'],
] as const;

const ROW_SELECTOR = 'tbody tr[data-refund-id]';

/** Typing goes to the field; an open dialog or menu keeps its own keys. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="textbox"], [role="combobox"]')) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="presentation"]') !== null;
}

/** The row that has the focus, if any. */
const focusedRow = () =>
  document.activeElement instanceof HTMLTableRowElement && document.activeElement.matches(ROW_SELECTOR)
    ? document.activeElement
    : null;

/** Focuses the next (1) or previous (-1) row; from outside the table, the first row. */
function moveRowFocus(step: 1 | -1) {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>(ROW_SELECTOR)];
  if (rows.length === 0) return;
  const current = focusedRow();
  const index = current ? rows.indexOf(current) : -1;
  const next = index === -1 ? 0 : Math.min(Math.max(index + step, 0), rows.length - 1);
  rows[next].focus();
}

/**
 * The refund list's keys: '/' focuses the search, j and k move the focus between rows, Enter opens the
 * focused refund (the table body handles it), e edits it when the user may, '?' lists the keys. None of
 * them acts while the user types in a field, inside a dialog or menu, or with Ctrl, Alt or Meta held.
 * Renders the button that opens the same list.
 */
export const RefundListKeyboard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canCreate } = useRefundPermissions();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (keyBelongsElsewhere(event.target)) return;
      const act = (action: () => void) => {
        event.preventDefault();
        action();
      };
      switch (event.key) {
        case '/':
          return act(() => document.getElementById(REFUND_SEARCH_INPUT_ID)?.focus());
        case 'j':
          return act(() => moveRowFocus(1));
        case 'k':
          return act(() => moveRowFocus(-1));
        case '?':
          return act(() => setHelpOpen(true));
        case 'e': {
          const id = focusedRow()?.dataset.refundId;
          if (canCreate && id) act(() => navigate(refundEditPath(id)));
          return;
        }
        default:
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [canCreate, navigate]);

  return (
    <>
      <Tooltip title={`${translate('savedViews.keyboard.button')} (?)`}>
        <IconButton
          size="small"
          aria-label={translate('savedViews.keyboard.button')}
          aria-keyshortcuts="?"
          onClick={() => setHelpOpen(true)}
        >
          <KeyboardIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {helpOpen && (
        <CloseableDialog title={translate('savedViews.keyboard.title')} onClose={() => setHelpOpen(false)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('savedViews.keyboard.intro')}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, m: 0 }}>
            {SHORTCUTS.map(([key, text]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ m: 0 }}>
                  <Box
                    component="kbd"
                    sx={{
                      display: 'inline-block',
                      minWidth: 28,
                      px: 0.75,
                      py: 0.25,
                      textAlign: 'center',
                      fontFamily: 'monospace',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                    }}
                  >
                    {key}
                  </Box>
                </Box>
                <Box component="dd" sx={{ m: 0, alignSelf: 'center' }}>
                  {translate(text)}
                </Box>
              </Box>
            ))}
          </Box>
        </CloseableDialog>
      )}
    </>
  );
};
