import { Box, type Theme, Typography } from '@mui/material';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/**
 * On a phone the header keeps to the screen: the page title (the page repeats it as its heading) gives
 * way to a spacer, the product title shrinks with an ellipsis and the language button shows its icon
 * only (its name stays readable to screen readers).
 */
const headerSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    // react-admin's language button, the one that opens its 'simple-menu'.
    '& button[aria-controls="simple-menu"]': {
      minWidth: 0,
      px: 1,
      fontSize: 0,
      '& .MuiButton-startIcon': { m: 0 },
      '& .MuiButton-endIcon': { display: 'none' },
    },
  },
});

/**
 * The shell's header: product title, the current page's title, and react-admin's default toolbar
 * (language menu, dark-mode toggle, loading indicator) before the user menu.
 */
export const AppHeader = () => {
  const translate = useTranslate();
  return (
    <AppBar userMenu={<AccountMenu />} sx={headerSx}>
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ mr: 2, flexShrink: 1, minWidth: 0, fontSize: { xs: '1.1rem', sm: undefined } }}
      >
        {translate('app.title')}
      </Typography>
      <TitlePortal variant="body1" sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }} noWrap />
      <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
    </AppBar>
  );
};
