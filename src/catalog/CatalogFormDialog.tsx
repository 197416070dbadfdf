import { CreateBase, EditBase, useNotify } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { CatalogForm } from './CatalogForm';
import { toPayload } from './catalogForm';
import {
  CATALOG_CONFIGS,
  type CatalogFormValues,
  type CatalogResource,
  type CatalogRow,
} from './catalogTypes';

export interface CatalogFormDialogProps {
  resource: CatalogResource;
  /** The row to edit; null to add one. */
  row: CatalogRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit modal of a status, payment method or refund reason, saved once the server accepted it. */
export const CatalogFormDialog = ({ resource, row, onClose, onSaved }: CatalogFormDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const config = CATALOG_CONFIGS[resource];
  const mutationOptions = {
    onSuccess: () => {
      notify(`${resource}.messages.${row ? 'updated' : 'created'}`, { type: 'success' });
      onSaved();
      onClose();
    },
    onError: (error: unknown) => notifyError(error),
  };
  const transform = (values: CatalogFormValues) => toPayload(config, values);
  const form = <CatalogForm resource={resource} row={row} onCancel={onClose} />;

  return row ? (
    <EditBase
      resource={resource}
      id={row.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
      // The list's row is the record: no second read.
      queryOptions={{ enabled: false, placeholderData: row }}
    >
      {form}
    </EditBase>
  ) : (
    <CreateBase resource={resource} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      {form}
    </CreateBase>
  );
};
