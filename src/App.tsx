import { lazy, useState } from 'react';
import { Admin, CustomRoutes, Resource, type AdminProps, type RaRecord } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { AccessDeniedRedirect } from './auth/AccessDeniedRedirect';
import { RootRedirect } from './auth/RootRedirect';
import { RouteAccess } from './auth/RouteAccess';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
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

/** The list asks for refunds as it mounts, so the access check comes first: a refused user makes no call. */
const GuardedRefundList = () => (
  <RouteAccess resource="refunds">
    <RefundList />
  </RouteAccess>
);
const AdminPage = lazy(() => import('./admin/AdminPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const LogsPage = lazy(() => import('./logs/LogsPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const ApprovalsPage = lazy(() => import('./approvals/ApprovalsPage'));

/** Tests pass their own store (and router); the browser uses react-admin's localStorage store. */
export type AdminAppProps = Pick<AdminProps, 'store'>;

const nameOf = (record: RaRecord) => String(record.display_name || record.name);

/**
 * The react-admin application. Who may open what is contract/access.ts, asked through
 * authProvider.canAccess: react-admin's own views check their resource and action themselves (a refusal
 * leads to its access-denied page, i.e. /dashboard), the other pages sit in a RouteAccess guard.
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
    accessDenied={AccessDeniedRedirect}
    notification={AppNotification}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    requireAuth
    disableTelemetry
  >
    {/*
      /refunds/{id} shows and /refunds/edit/{id} edits, where react-admin's defaults would be
      /refunds/{id}/show and /refunds/{id}; hence the two child routes.
    */}
    <Resource
      name="refunds"
      options={{ label: 'menu.refunds' }}
      list={GuardedRefundList}
      create={RefundCreate}
    >
      <Route
        path="edit/:id"
        element={
          <RouteAccess resource="refunds" action="edit">
            <RefundEdit />
          </RouteAccess>
        }
      />
      <Route
        path=":id"
        element={
          <RouteAccess resource="refunds" action="show">
            <RefundShow />
          </RouteAccess>
        }
      />
    </Resource>
    <Resource
      name="users"
      list={
        <RouteAccess resource="users">
          <UsersPage />
        </RouteAccess>
      }
      recordRepresentation="username"
    />
    {/* /logs shows its own access-denied message without view_logs. */}
    <Resource name="logs" list={LogsPage} />
    {/* Their screens are tabs of /admin. */}
    <Resource name="roles" recordRepresentation={nameOf} />
    <Resource name="statuses" recordRepresentation="name" />
    <Resource name="methods" recordRepresentation="name" />
    <Resource name="reasons" recordRepresentation="name" />
    <Resource name="status-canned-responses" recordRepresentation="canned_response_name" />
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route
        path="/admin/:tab?"
        element={
          <RouteAccess resource="admin">
            <AdminPage />
          </RouteAccess>
        }
      />
      <Route
        path="/approvals"
        element={
          <RouteAccess resource="approvals" action="menu">
            <ApprovalsPage />
          </RouteAccess>
        }
      />
      <Route
        path="/reports"
        element={
          <RouteAccess resource="reports">
            <ReportsPage />
          </RouteAccess>
        }
      />
      <Route
        path="/settings"
        element={
          <RouteAccess resource="settings">
            <SettingsPage />
          </RouteAccess>
        }
      />
    </CustomRoutes>
  </Admin>
);

/**
 * Clean URLs (/login, /dashboard). A data router, as react-admin's own default is, so that its
 * unsaved-changes guard (useBlocker) works in forms.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
