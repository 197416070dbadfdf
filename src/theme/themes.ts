import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** What both themes add to react-admin's defaults so that pages keep to the window's width. */
const withFitOptions = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  // A narrower sidebar leaves the refund list's columns room on a laptop; its labels still fit.
  sidebar: { width: 210, closedWidth: 50 },
  components: {
    ...theme.components,
    // A table wider than its card scrolls inside the card, never the whole page.
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    // Tabs wider than the screen scroll, with arrows on phones too.
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
    },
  },
});

export const lightTheme: RaThemeOptions = withFitOptions({
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#0d3c73' } },
});

export const darkTheme: RaThemeOptions = withFitOptions({
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' }, secondary: { main: '#1e2a3a' } },
});
