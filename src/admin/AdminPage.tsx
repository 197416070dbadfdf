import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title, useNavigate, useParams, useTranslate } from 'react-admin';
import { ADMIN_ROUTE } from '../auth/routes';
import { LoadingText } from '../layout/LoadingText';
import { ADMIN_TABS, isAdminTabId, type AdminTabId } from './adminTabs';
import { PlaceholderTab } from './PlaceholderTab';
import { TabDenied } from './TabDenied';
import { useAdminTabAccess } from './useAdminTabAccess';

const UsersTab = lazy(() => import('../users/UsersTab'));
const RolesTab = lazy(() => import('../roles/RolesTab'));
const CatalogTab = lazy(() => import('../catalog/CatalogTab'));
const StatusCannedResponsesTab = lazy(() => import('../statusCannedResponses/StatusCannedResponsesTab'));
const ApprovalSettingsTab = lazy(() => import('../approvals/ApprovalSettingsTab'));

const TAB_CONTENT: Record<AdminTabId, () => ReactNode> = {
  users: () => <UsersTab />,
  roles: () => <RolesTab />,
  statuses: () => <CatalogTab resource="statuses" />,
  methods: () => <CatalogTab resource="methods" />,
  reasons: () => <CatalogTab resource="reasons" />,
  'status-canned-responses': () => <StatusCannedResponsesTab />,
  approvals: () => <ApprovalSettingsTab />,
  general: () => <PlaceholderTab message="admin.generalUnderDevelopment" />,
};

/**
 * /admin and /admin/{tab}: the open tab lives in the URL, so that a reload keeps it; plain /admin opens
 * the first tab the user may use. The e-mail tab is listed only with admin_access; any other tab the
 * access table refuses is listed and shows its yellow message in place of its content. The route itself is guarded by ACCESS.admin.list.
 */
const AdminPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { tab: tabInUrl } = useParams<{ tab?: string }>();
  const access = useAdminTabAccess();

  if (!access) return <LoadingText />;
  const tab = isAdminTabId(tabInUrl)
    ? tabInUrl
    : (ADMIN_TABS.find((candidate) => access[candidate.id])?.id ?? 'general');
  const current = ADMIN_TABS.find((candidate) => candidate.id === tab) ?? ADMIN_TABS[0];
  // The admin-only e-mail tab is not listed to others; its URL still answers with the red message.
  const listed = ADMIN_TABS.filter((candidate) => candidate.denial !== 'admin' || access[candidate.id]);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="admin.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('admin.title')}
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={listed.some((candidate) => candidate.id === tab) ? tab : false}
          onChange={(_, value: AdminTabId) => navigate(`${ADMIN_ROUTE}/${value}`)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('admin.title')}
        >
          {listed.map((t) => (
            <Tab key={t.id} value={t.id} label={translate(t.label)} id={`admin-tab-${t.id}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-labelledby={`admin-tab-${tab}`} sx={{ p: 2 }}>
          <Suspense fallback={<LoadingText />}>
            {access[tab] ? TAB_CONTENT[tab]() : <TabDenied kind={current.denial} />}
          </Suspense>
        </Box>
      </Paper>
    </Box>
  );
};

export default AdminPage;
