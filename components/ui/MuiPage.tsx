'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import MuiTheme from './MuiTheme';

/**
 * For a page whose static HTML itself holds MUI components (F1, the link and tile dashboards, the
 * spy plan, SWG's scoreboard, the admin page): their styles are collected while the page is built
 * and written into its HTML, so it paints styled before any script runs. Only these pages carry
 * the collector (emotion's cache and stylis, about 10 kB compressed); on every other page MUI comes
 * with a lazy part, on the client, where emotion's own cache inserts its styles
 * (docs/architecture.md).
 */
export default function MuiPage({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'css' }}>
      <MuiTheme>{children}</MuiTheme>
    </AppRouterCacheProvider>
  );
}
