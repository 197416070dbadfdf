import { useTranslate } from 'react-admin';
import { useCatalog } from '../refunds/useCatalog';
import { useRefundPermissions } from '../refunds/useRefundPermissions';
import { roleLabel } from '../roles/roleTypes';
import { useRoles } from '../roles/useRoles';
import type { LogNames } from './logDetails';

/** Role and payment-method names for log details (methods only for those who may see them). */
export function useLogNames(): LogNames {
  const translate = useTranslate();
  const { roles } = useRoles();
  const { canViewMethods } = useRefundPermissions();
  const methods = useCatalog('methods', { enabled: canViewMethods });
  return {
    translate,
    roleName: (code) => {
      const role = roles.find((candidate) => candidate.name === code);
      return role ? roleLabel(role) : null;
    },
    methodName: (id) => methods.nameOf(id),
  };
}
