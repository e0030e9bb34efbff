'use client';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import theme from '@/lib/theme';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * The MUI theme, for a part that uses MUI components. Every lazily loaded part gets it
 * (lazyPart); a page whose own first load renders MUI wraps that in it. The CSS it would
 * generate is static in every page already (public/theme.css), and the colour scheme follows
 * the system (`prefers-color-scheme`), so it stores nothing.
 */
export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} disableStyleSheetGeneration storageManager={null}>
      {children}
    </ThemeProvider>
  );
}
