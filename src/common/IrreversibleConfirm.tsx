import { Confirm, useTranslate } from 'react-admin';

export interface IrreversibleConfirmProps {
  isOpen: boolean;
  loading: boolean;
  /** Catalog key of the dialog title. */
  title: string;
  /** Catalog key of the question, and its arguments. */
  question: string;
  questionArgs?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone: the question, 'Bu işlem geri alınamaz', and a warning-coloured Sil. */
export const IrreversibleConfirm = ({ question, questionArgs, ...props }: IrreversibleConfirmProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      {...props}
      content={`${translate(question, questionArgs)} ${translate('common.irreversible')}`}
      confirm="common.delete"
      cancel="common.cancel"
      confirmColor="warning"
    />
  );
};
