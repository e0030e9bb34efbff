'use client';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/firebase/SessionProvider';

/**
 * What every page runs under. No MUI here: the theme's CSS variables and baseline are static CSS
 * in every page's head (public/theme.css), and the parts that use MUI components bring the theme
 * themselves when they load (components/ui/MuiTheme.tsx, lazyPart), so a page that shows no MUI
 * part never evaluates MUI at all (docs/architecture.md).
 */
export default function Providers({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
