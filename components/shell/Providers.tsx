'use client';
import { useEffect, type ReactNode } from 'react';
import { SessionProvider } from '@/components/firebase/SessionProvider';
import { warmUpTheme } from '@/components/ui/lazyPart';

/**
 * What every page runs under. No MUI here: the theme's CSS variables and baseline are static CSS
 * in every page's head (public/theme.css), and the parts that use MUI components bring the theme
 * themselves (components/ui/MuiTheme.tsx), so a page's first load carries none of MUI.
 */
export default function Providers({ children }: { children: ReactNode }) {
  useEffect(() => warmUpTheme(), []);
  return <SessionProvider>{children}</SessionProvider>;
}
