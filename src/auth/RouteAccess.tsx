import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import type { AccessResource } from '../../contract/access';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';

export interface RouteAccessProps {
  resource: AccessResource;
  action?: string;
  children: ReactNode;
}

/**
 * The guard of a route that is not a react-admin view: a loading text while canAccess answers, then
 * the page, or /dashboard when the access table refuses. A visitor without a session never gets here:
 * <Admin requireAuth> sends them to /login first.
 */
export const RouteAccess = ({ resource, action = 'list', children }: RouteAccessProps) => (
  <CanAccess
    resource={resource}
    action={action}
    loading={<LoadingText />}
    accessDenied={<AccessDeniedRedirect />}
  >
    {children}
  </CanAccess>
);
