import { Typography } from '@mui/material';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/**
 * The shell's header: product title, the current page's title, and react-admin's default toolbar
 * (language menu, dark-mode toggle, loading indicator) before the user menu.
 */
export const AppHeader = () => {
  const translate = useTranslate();
  return (
    <AppBar userMenu={<AccountMenu />}>
      <Typography variant="h6" component="span" sx={{ whiteSpace: 'nowrap', mr: 2 }}>
        {translate('app.title')}
      </Typography>
      <TitlePortal variant="body1" />
    </AppBar>
  );
};
