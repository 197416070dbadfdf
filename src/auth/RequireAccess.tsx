import type { ReactNode } from 'react';
import { Navigate, useAuthState, usePermissions } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import type { PermissionSubject } from '../../contract/permissions';
import { isAllowed, type AccessRule } from './accessRules';
import { DASHBOARD_ROUTE, LOGIN_ROUTE } from './routes';

export interface RequireAccessProps extends AccessRule {
  children: ReactNode;
}

const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

/**
 * Route guard of spec section 2: a loading text while the session is checked, /login for a visitor
 * without a session, /dashboard when a role or permission check fails, else the children.
 */
export const RequireAccess = ({ roles, anyOf, allOf, children }: RequireAccessProps) => {
  const { authenticated, isPending: authPending } = useAuthState();
  const { permissions, isPending: permissionsPending } = usePermissions<PermissionSubject>(
    {},
    { enabled: authenticated === true, staleTime: PERMISSIONS_STALE_MS },
  );

  if (authPending) return <LoadingText />;
  if (!authenticated) return <Navigate to={LOGIN_ROUTE} replace />;
  if (permissionsPending) return <LoadingText />;
  if (!permissions || !isAllowed(permissions, { roles, anyOf, allOf })) {
    return <Navigate to={DASHBOARD_ROUTE} replace />;
  }
  return <>{children}</>;
};
