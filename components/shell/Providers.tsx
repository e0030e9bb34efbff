'use client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/firebase/SessionProvider';
import theme from './theme';

export default function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SessionProvider>{children}</SessionProvider>
    </ThemeProvider>
  );
}
