import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#0d3c73' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' }, secondary: { main: '#1e2a3a' } },
};
