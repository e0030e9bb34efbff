'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

export const FridgeScreenLazy = lazyDatabaseScreen(() => import('./FridgeScreen'));

export const FridgeStartLazy = lazyDatabaseScreen(() => import('./FridgeStartScreen'));
