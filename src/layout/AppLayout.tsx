import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import { SkipToContentLink } from './SkipToContentLink';
import { useAppStart } from './useAppStart';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The page keeps the window's width: react-admin's layout grows to fit its widest content, which on a
 * phone pushed the user menu off-screen; here a wide table scrolls inside its own container instead.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  // Replaced by SkipToContentLink.
  '& .skip-nav-button': { display: 'none' },
  // Focused by the skip link as a landing point only: no ring around the whole page.
  '& #main-content:focus': { outline: 'none' },
};

/** The shell of every signed-in page: header, collapsible sidebar, content and footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useAppStart();
  useDocumentTitle();
  return (
    <>
      <SkipToContentLink />
      <Layout appBar={AppHeader} menu={SideMenu} sx={layoutSx}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', py: 2, minWidth: 0 }}>{children}</Box>
        <AppFooter />
      </Layout>
    </>
  );
};
