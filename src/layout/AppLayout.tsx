import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';

/** The shell of every signed-in page: header, collapsible sidebar, content and footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppHeader} menu={SideMenu}>
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', py: 2 }}>{children}</Box>
    <AppFooter />
  </Layout>
);
