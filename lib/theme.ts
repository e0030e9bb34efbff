import { createTheme } from '@mui/material/styles';

// CSS variables with the 'media' selector: the browser picks light or dark from
// prefers-color-scheme before any script runs, so a static page never flashes the wrong scheme.
const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#004499' },
        secondary: { main: '#c2185b' },
        background: { default: '#f4f6fa' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7fb0ff' },
        secondary: { main: '#f48fb1' },
        background: { default: '#0d1117', paper: '#161b22' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h4: { fontSize: '1.75rem' },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});

export default theme;
