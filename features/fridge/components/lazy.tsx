'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

// Its first commit is plain; its MUI pieces load apart (parts.tsx).
export const FridgeScreenLazy = lazyDatabaseScreen(() => import('./FridgeScreen'), { mui: false });

export const FridgeStartLazy = lazyDatabaseScreen(() => import('./FridgeStartScreen'));
