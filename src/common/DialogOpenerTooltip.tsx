import { Tooltip } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';

export interface DialogOpenerTooltipProps {
  title: string;
  /** The button (disabled ones too: the wrapper still gets the pointer). */
  children: ReactNode;
}

/**
 * The tooltip of a button that opens a dialog. When the dialog closes, focus comes back to the button;
 * an ordinary tooltip opened on that focus and stayed over the next row's buttons, catching their clicks.
 * Here the focus that follows the button's own click does not open it; hover and later focus still do.
 */
export const DialogOpenerTooltip = ({ title, children }: DialogOpenerTooltipProps) => {
  const [open, setOpen] = useState(false);
  const clicked = useRef(false);
  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={(event) => {
        if (event.type === 'focus' && clicked.current) {
          clicked.current = false;
          return;
        }
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <span
        style={{ display: 'inline-flex' }}
        onClickCapture={() => {
          clicked.current = true;
          setOpen(false);
        }}
      >
        {children}
      </span>
    </Tooltip>
  );
};
