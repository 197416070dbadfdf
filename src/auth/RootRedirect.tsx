import { Navigate } from 'react-admin';
import { DASHBOARD_ROUTE } from './routes';

/** The admin's root page: / always leads to /dashboard. */
export const RootRedirect = () => <Navigate to={DASHBOARD_ROUTE} replace />;
