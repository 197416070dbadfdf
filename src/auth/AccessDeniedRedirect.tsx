import { Navigate } from 'react-admin';
import { DASHBOARD_ROUTE } from './routes';

/** react-admin's access-denied page: a failed access check leads to /dashboard. */
export const AccessDeniedRedirect = () => <Navigate to={DASHBOARD_ROUTE} replace />;
