import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed, type AccessRule } from '../auth/accessRules';
import { LoadingText } from '../layout/LoadingText';
import type { PermissionSubject } from '../../contract/permissions';
import { ADMIN_TABS, type AdminTabId } from './adminTabs';
import { PlaceholderTab } from './PlaceholderTab';
import { TabDenied } from './TabDenied';

const UsersTab = lazy(() => import('../users/UsersTab'));
const RolesTab = lazy(() => import('../roles/RolesTab'));
const StatusesTab = lazy(() => import('../statuses/StatusesTab'));
const MethodsTab = lazy(() => import('../methods/MethodsTab'));
const ReasonsTab = lazy(() => import('../reasons/ReasonsTab'));
const MappingsTab = lazy(() => import('../mappings/MappingsTab'));

/** Content per tab; a tab not built yet shows the placeholder of spec section 2. */
const TAB_CONTENT: Record<AdminTabId, () => ReactNode> = {
  users: () => <UsersTab />,
  roles: () => <RolesTab />,
  statuses: () => <StatusesTab />,
  methods: () => <MethodsTab />,
  reasons: () => <ReasonsTab />,
  email: () => <MappingsTab />,
  general: () => <PlaceholderTab message="admin.generalUnderDevelopment" />,
};

/**
 * /admin (spec section 2, "Admin panel"). The route guard already sent users without any admin
 * permission to /dashboard; here each tab checks its own permission and shows the red or yellow
 * message in place of its content.
 */
const AdminPage = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<PermissionSubject>();
  const [chosen, setChosen] = useState<AdminTabId | null>(null);
  const allows = (access: AccessRule | undefined) => !!permissions && isAllowed(permissions, access ?? {});
  // Until a tab is picked, the first one the user may use.
  const tab = chosen ?? ADMIN_TABS.find((t) => allows(t.access))?.id ?? 'general';
  const current = ADMIN_TABS.find((t) => t.id === tab) ?? ADMIN_TABS[0];
  const allowed = allows(current.access);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('admin.title')}
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: AdminTabId) => setChosen(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('admin.title')}
        >
          {ADMIN_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={translate(t.label)} id={`admin-tab-${t.id}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-labelledby={`admin-tab-${tab}`} sx={{ p: 2 }}>
          <Suspense fallback={<LoadingText />}>
            {allowed ? TAB_CONTENT[tab]() : <TabDenied kind={current.denial} />}
          </Suspense>
        </Box>
      </Paper>
    </Box>
  );
};

export default AdminPage;
