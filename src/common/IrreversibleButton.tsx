import { Button } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { IrreversibleConfirm, type IrreversibleConfirmProps } from './IrreversibleConfirm';

export interface IrreversibleButtonProps extends Pick<
  IrreversibleConfirmProps,
  'title' | 'question' | 'questionArgs'
> {
  /** Catalog key of the button's label. */
  label: string;
  icon?: ReactElement;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Runs on yes; the dialog stays open, busy, until it settles. */
  onConfirm: () => Promise<unknown>;
}

/** A red button for something that cannot be undone; it asks first (IrreversibleConfirm). */
export const IrreversibleButton = ({
  label,
  icon,
  size,
  disabled,
  onConfirm,
  ...question
}: IrreversibleButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size={size} color="error" startIcon={icon} disabled={disabled} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <IrreversibleConfirm
        {...question}
        isOpen={open}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
