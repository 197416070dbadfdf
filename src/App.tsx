import { lazy, useState } from 'react';
import { Admin, CustomRoutes, Notification, Resource, type AdminProps } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { ROUTE_ACCESS } from './auth/accessRules';
import { RequireAccess } from './auth/RequireAccess';
import { RootRedirect } from './auth/RootRedirect';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme } from './theme/themes';

// One chunk per page, loaded when its route is first opened.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const NotFoundPage = lazy(() => import('./notFound/NotFoundPage'));
const RefundList = lazy(() => import('./refunds/RefundList'));
const RefundCreate = lazy(() => import('./refunds/RefundCreate'));
const RefundEdit = lazy(() => import('./refunds/RefundEdit'));
const RefundShow = lazy(() => import('./refunds/RefundShow'));
const AdminPage = lazy(() => import('./admin/AdminPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const LogsPage = lazy(() => import('./logs/LogsPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));

/** Notifications at the top right, closing after 5 seconds (spec section 9). */
const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} />
);

/** Tests pass their own store (and router); the browser uses react-admin's localStorage store. */
export type AdminAppProps = Pick<AdminProps, 'store'>;

/**
 * The react-admin application. Resources go next to <CustomRoutes>; their access rules live in
 * auth/accessRules.ts.
 */
export const AdminApp = ({ store }: AdminAppProps) => (
  <Admin
    title={i18nProvider.translate('app.title')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    loginPage={LoginPage}
    layout={AppLayout}
    dashboard={RootRedirect}
    catchAll={NotFoundPage}
    notification={AppNotification}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    requireAuth
    disableTelemetry
  >
    {/*
      The spec's refund routes: /refunds/{id} shows and /refunds/edit/{id} edits, where react-admin's
      defaults would be /refunds/{id}/show and /refunds/{id}; hence the two child routes.
    */}
    <Resource
      name="refunds"
      options={{ label: 'menu.refunds' }}
      list={
        <RequireAccess {...ROUTE_ACCESS.refundList}>
          <RefundList />
        </RequireAccess>
      }
      create={
        <RequireAccess {...ROUTE_ACCESS.refundCreate}>
          <RefundCreate />
        </RequireAccess>
      }
    >
      <Route
        path="edit/:id"
        element={
          <RequireAccess {...ROUTE_ACCESS.refundEdit}>
            <RefundEdit />
          </RequireAccess>
        }
      />
      <Route
        path=":id"
        element={
          <RequireAccess {...ROUTE_ACCESS.refundShow}>
            <RefundShow />
          </RequireAccess>
        }
      />
    </Resource>
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      {/* /logs checks view_logs itself: the spec shows an access-denied message there. */}
      <Route path="/logs" element={<LogsPage />} />
      <Route
        path="/users"
        element={
          <RequireAccess {...ROUTE_ACCESS.users}>
            <UsersPage />
          </RequireAccess>
        }
      />
      <Route
        path="/admin"
        element={
          <RequireAccess {...ROUTE_ACCESS.admin}>
            <AdminPage />
          </RequireAccess>
        }
      />
      <Route
        path="/reports"
        element={
          <RequireAccess {...ROUTE_ACCESS.reports}>
            <ReportsPage />
          </RequireAccess>
        }
      />
      <Route
        path="/settings"
        element={
          <RequireAccess {...ROUTE_ACCESS.settings}>
            <SettingsPage />
          </RequireAccess>
        }
      />
    </CustomRoutes>
  </Admin>
);

/**
 * Clean URLs (/login, /dashboard) as the spec's routes and redirects use them. A data router, as
 * react-admin's own default is, so that its unsaved-changes guard (useBlocker) works in forms.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
