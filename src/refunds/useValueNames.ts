import { useTranslate } from 'react-admin';
import type { ValueNames } from './logChanges';
import { useCatalog } from './useCatalog';
import { useRefundPermissions } from './useRefundPermissions';

/** Names for the ids a refund log holds: statuses, reasons and (with view_payment_methods) methods. */
export function useValueNames(): ValueNames {
  const translate = useTranslate();
  const { canViewMethods } = useRefundPermissions();
  const statuses = useCatalog('statuses');
  const methods = useCatalog('methods', { enabled: canViewMethods });
  const reasons = useCatalog('reasons');
  return {
    status: statuses.nameOf,
    method: methods.nameOf,
    reason: reasons.nameOf,
    translate: (key) => translate(key),
  };
}
